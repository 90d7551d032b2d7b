'use strict';
// Makes syntaxes/banneret.tmLanguage.json, the TextMate grammar of .gamesystem, .hexmap and
// .scenario files, from the Xtext grammar's words and the patterns below; and Neovim's (and Vim's)
// syntax file, ../banneret-neovim/syntax/banneret.vim, from the same words.
//   node scripts/grammar.js          writes both
//   node scripts/grammar.js --check  exit 1 when a written file is not what this makes
//
// What a word is follows Xtext's lexer: every keyword is a keyword wherever it stands (an ID that
// spells one must be written ^unit), so a keyword pattern needs no context. A hex label is an ID
// or an integer that only its place makes a hex: after 'at', 'hex', 'hexside', 'damage', and
// after the colon of a path, region or structure. Those places are the patterns with context.
const fs = require('node:fs');
const path = require('node:path');
const { keywords, enumLiterals } = require('./xtext-keywords');

const OUTPUT = path.join(__dirname, '..', 'syntaxes', 'banneret.tmLanguage.json');
const VIM_OUTPUT = path.join(__dirname, '..', '..', 'banneret-neovim', 'syntax', 'banneret.vim');

function grammar() {
  const all = keywords();
  const values = new Set(enumLiterals());
  // Longest first, so that 'wounded-stunned' is not read as 'wounded'.
  const alternation = (words) => [...words].sort((a, b) => b.length - a.length || a.localeCompare(b)).join('|');
  const KEYWORD = `(?:${alternation(all)})`;
  const NOT_KEYWORD = `(?!${KEYWORD}(?![\\w-]))`;
  const ID = `\\^?[A-Za-z_]\\w*`;
  const NAME = `(?:${NOT_KEYWORD}${ID})`;
  const QUALIFIED = `(?:${NAME}(?:\\.${NAME})*)`;
  const STRING = `"(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'`;
  // A hex label as the language reads it: 517, A07, village:B07, or "3B07".
  const HEX = `(?:(?:${NAME}:)?(?:${NAME}|\\d+)(?!\\w)|${STRING})`;
  const COMPASS = '(?:NE|NW|SE|SW|N|E|S|W)';
  const ITEM_AFTER = `(?<=[\\w)"'])`;

  // The scope VS Code gives the server's enumMember tokens, so that a theme colours a hex alike before and after.
  const hexScope = 'variable.other.enummember.hex.banneret';
  // Keywords are keyword.control for the same reason: VS Code's scope for the server's keyword tokens.
  const numberScope = 'constant.numeric.integer.banneret';

  /** A list of hex labels (and areas, 1921(2)) after a word or a colon, up to the first label with no comma after it. */
  const hexList = (name, begin, beginCaptures, beforeFirst) => ({
    name: `meta.hex-list.${name}.banneret`,
    begin,
    beginCaptures,
    // Ends after a label that no comma follows; a list may go on over a line that ends in a comma.
    end: `${ITEM_AFTER}${beforeFirst}(?!\\s*,)`,
    patterns: [
      { include: '#comments' },
      { include: '#pathSegment' },
      { include: '#keywords' },
      { include: '#hexItem' },
      { match: ',', name: 'punctuation.separator.comma.banneret' },
    ],
  });

  return {
    $schema: 'https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json',
    name: 'Banneret',
    scopeName: 'source.banneret',
    fileTypes: ['gamesystem', 'hexmap', 'scenario'],
    patterns: [{ include: '#main' }],
    repository: {
      main: {
        patterns: [
          { include: '#comments' },
          { include: '#strings' },
          { include: '#cellRows' },
          { include: '#placesOfHexes' },
          { include: '#pathSegment' },
          { include: '#declarations' },
          { include: '#counts' },
          { include: '#ruleIds' },
          { include: '#keywords' },
          { include: '#numbers' },
          { include: '#punctuation' },
        ],
      },
      comments: {
        patterns: [
          { name: 'comment.line.double-slash.banneret', begin: '//', end: '$' },
          { name: 'comment.block.banneret', begin: '/\\*', end: '\\*/' },
        ],
      },
      strings: {
        patterns: [
          {
            name: 'string.quoted.double.banneret',
            begin: '"',
            end: '"',
            patterns: [{ include: '#stringContent' }],
          },
          {
            name: 'string.quoted.single.banneret',
            begin: "'",
            end: "'",
            patterns: [{ include: '#stringContent' }],
          },
        ],
      },
      stringContent: {
        patterns: [
          { name: 'constant.character.escape.banneret', match: '\\\\.' },
          // A rulebook citation: [B 4.2.6], [S 3.2.6a], Magna Carta §9.3.2
          { name: 'markup.underline.link.citation.banneret', match: '\\[[A-Z][^\\]"\\n]*?\\d[^\\]"\\n]*\\]|§\\s?\\d+(?:\\.\\d+)*[a-z]?' },
        ],
      },
      // terrain { 2 * ".*44"  "~*44" } and elevation { ... }: rows of one-character codes.
      cellRows: {
        begin: `\\b(terrain|elevation)\\s*(\\{)`,
        beginCaptures: { 1: { name: 'keyword.control.banneret' }, 2: { name: 'punctuation.section.block.begin.banneret' } },
        end: '\\}',
        endCaptures: { 0: { name: 'punctuation.section.block.end.banneret' } },
        name: 'meta.cell-rows.banneret',
        patterns: [
          { include: '#comments' },
          {
            name: 'string.quoted.double.cell-row.banneret',
            begin: '"',
            end: '"',
            patterns: [{ name: 'constant.character.repeat.banneret', match: '\\*\\d+' }],
          },
          { match: '(\\d+)\\s*(\\*)', captures: { 1: { name: numberScope }, 2: { name: 'keyword.operator.repeat.banneret' } } },
        ],
      },
      placesOfHexes: {
        patterns: [
          // grid ... hex 16 mm: the hex's size, not a hex
          {
            match: `\\b(hex)\\s+(\\d+(?:\\.\\d+)?)\\s*(mm)\\b`,
            captures: { 1: { name: 'keyword.control.banneret' }, 2: { name: numberScope }, 3: { name: 'keyword.control.banneret' } },
          },
          // hexside 1702 N stream (a map's hexside; a game system's 'hexside wall' declares one)
          {
            match: `\\b(hexside)\\s+(${HEX})\\s+(${COMPASS})\\b`,
            captures: { 1: { name: 'keyword.control.banneret' }, 2: { name: hexScope }, 3: { name: 'keyword.control.value.banneret' } },
          },
          // hex 1702 ford
          {
            match: `\\b(hex)\\s+(${HEX})`,
            captures: { 1: { name: 'keyword.control.banneret' }, 2: { name: hexScope } },
          },
          hexList('at', '\\b(at)\\b', { 1: { name: 'keyword.control.banneret' } }, '(?<!\\bat)'),
          hexList('damage', '\\b(damage)\\b', { 1: { name: 'keyword.control.banneret' } }, '(?<!\\bdamage)'),
          // record K06(1), L06(1): a scenario's siege record (a line of its own; 'carrying record' is a word)
          hexList('record', '^\\s*(record)\\b(?!\\s*=)', { 1: { name: 'keyword.control.banneret' } }, '(?<!\\brecord)'),
          // region NorthBank "the northern bank": 101, 102   structure Keep role keep material "stone": ...
          hexList(
            'region',
            `\\b(region|structure)\\s+(${NAME})(?:\\s*(${STRING}))?(?:\\s+(role)\\s+(${NAME}))?(?:\\s+(material)\\s*(${STRING}))?\\s*(:)`,
            {
              1: { name: 'keyword.control.declaration.banneret' },
              2: { name: 'entity.name.section.banneret' },
              3: { name: 'string.quoted.double.banneret' },
              4: { name: 'keyword.control.banneret' },
              5: { name: 'constant.language.banneret' },
              6: { name: 'keyword.control.banneret' },
              7: { name: 'string.quoted.double.banneret' },
              8: { name: 'punctuation.separator.colon.banneret' },
            },
            '',
          ),
          // road RomanRoad "the old Roman road": 823, 922 (a path is a feature type's name, then its own)
          hexList(
            'path',
            `^\\s*(${NAME})\\s+(${NAME})(?:\\s*(${STRING}))?\\s*(:)`,
            {
              1: { name: 'entity.name.type.feature.banneret' },
              2: { name: 'entity.name.section.banneret' },
              3: { name: 'string.quoted.double.banneret' },
              4: { name: 'punctuation.separator.colon.banneret' },
            },
            '',
          ),
        ],
      },
      // 3318(1) is an area: the hexes within 1 of 3318; 101(2) after 'damage' a damage stage.
      hexItem: {
        match: `(${HEX})(?:\\s*(\\()\\s*(\\d+)\\s*(\\)))?`,
        captures: {
          1: { name: hexScope },
          2: { name: 'punctuation.section.parens.begin.banneret' },
          3: { name: numberScope },
          4: { name: 'punctuation.section.parens.end.banneret' },
        },
      },
      // along MainRoad from 2118 to 1216
      pathSegment: {
        match: `\\b(along)\\s+((?:${NAME}:)?${NAME})(?:\\s+(from)\\s+(${HEX})\\s+(to)\\s+(${HEX}))?`,
        captures: {
          1: { name: 'keyword.control.banneret' },
          2: { name: 'entity.name.section.banneret' },
          3: { name: 'keyword.control.banneret' },
          4: { name: hexScope },
          5: { name: 'keyword.control.banneret' },
          6: { name: hexScope },
        },
      },
      declarations: {
        patterns: [
          {
            match: `\\b(game)\\s+(system)\\s+(${QUALIFIED})`,
            captures: { 1: { name: 'keyword.control.declaration.banneret' }, 2: { name: 'keyword.control.declaration.banneret' }, 3: { name: 'entity.name.namespace.banneret' } },
          },
          {
            match: `\\b(map|scenario|follows)\\s+(${QUALIFIED})`,
            captures: { 1: { name: 'keyword.control.declaration.banneret' }, 2: { name: 'entity.name.namespace.banneret' } },
          },
          {
            match: `\\b(unit|counter)\\s+(${NAME})`,
            captures: { 1: { name: 'keyword.control.declaration.banneret' }, 2: { name: 'entity.name.type.banneret' } },
          },
          // Scoped as VS Code scopes the server's tokens for them: terrain as classes, forces as variables.
          {
            match: `\\b(terrain|feature|hexside)\\s+(${NAME})`,
            captures: { 1: { name: 'keyword.control.declaration.banneret' }, 2: { name: 'entity.name.type.class.banneret' } },
          },
          {
            match: `\\b(formation)\\s+(${NAME})`,
            captures: { 1: { name: 'keyword.control.declaration.banneret' }, 2: { name: 'variable.other.readwrite.banneret' } },
          },
          {
            match: `\\b(class|nationality|slot|marker|variant|side|rule)\\s+(${NAME})`,
            captures: { 1: { name: 'keyword.control.declaration.banneret' }, 2: { name: 'entity.name.banneret' } },
          },
        ],
      },
      // 4 x INF [1]  and  mix 24 x CAV [2]
      counts: {
        match: `(?<![\\w.])(\\d+)\\s+(x)\\s+(${NAME})(?:\\s*(\\[)\\s*(\\d+)\\s*(\\]))?`,
        captures: {
          1: { name: numberScope },
          2: { name: 'keyword.control.banneret' },
          3: { name: 'entity.name.type.banneret' },
          4: { name: 'punctuation.section.brackets.begin.banneret' },
          5: { name: numberScope },
          6: { name: 'punctuation.section.brackets.end.banneret' },
        },
      },
      // waive BAN-STACK-1 ...
      ruleIds: {
        match: `\\b(waive)\\s+(${ID}(?:-\\w+)*)`,
        captures: { 1: { name: 'keyword.control.declaration.banneret' }, 2: { name: 'entity.name.label.rule.banneret' } },
      },
      keywords: {
        patterns: [
          { name: 'keyword.control.value.banneret', match: `(?<![\\w^-])(?:${alternation(values)})(?![\\w-])` },
          { name: 'keyword.control.banneret', match: `(?<![\\w^-])(?:${alternation(all.filter((word) => !values.has(word)))})(?![\\w-])` },
        ],
      },
      numbers: {
        name: numberScope,
        match: '(?<![\\w.])[+-]?\\d+(?:\\.\\d+)?(?!\\w)',
      },
      punctuation: {
        patterns: [
          { name: 'punctuation.section.block.begin.banneret', match: '\\{' },
          { name: 'punctuation.section.block.end.banneret', match: '\\}' },
          { name: 'punctuation.separator.comma.banneret', match: ',' },
          { name: 'keyword.operator.banneret', match: '[=:*/]' },
        ],
      },
    },
  };
}

function text() {
  return `${JSON.stringify(grammar(), null, 2)}\n`;
}

/** The Vim syntax: keywords, numbers, areas such as 3318(1), strings with citations, comments. */
function vimText() {
  const values = new Set(enumLiterals());
  const plain = (words) => words.filter((word) => !word.includes('-'));
  const keywordLines = (group, words) => {
    const lines = [];
    for (let i = 0; i < words.length; i += 12) lines.push(`syntax keyword ${group} ${words.slice(i, i + 12).join(' ')}`);
    return lines;
  };
  const all = keywords();
  return [
    '" Banneret: .gamesystem, .hexmap and .scenario files. Made by scenarios-dsl/banneret-vscode/scripts/grammar.js',
    '" from the words of Banneret.xtext (npm run grammar there); do not edit.',
    "if exists('b:current_syntax')",
    '  finish',
    'endif',
    'syntax case match',
    ...keywordLines('banneretKeyword', plain(all.filter((word) => !values.has(word)))),
    ...keywordLines('banneretValue', plain([...values])),
    ...all.filter((word) => word.includes('-')).map((word) => `syntax match banneret${values.has(word) ? 'Value' : 'Keyword'} /\\<${word}\\>/`),
    'syntax match banneretNumber /[+-]\\=\\<\\d\\+\\(\\.\\d\\+\\)\\=\\>/',
    'syntax match banneretArea /\\<\\w\\+(\\d\\+)/',
    'syntax match banneretCitation /\\[[A-Z][^\\]"]*\\d[^\\]"]*\\]/ contained',
    'syntax region banneretString start=/"/ skip=/\\\\./ end=/"/ contains=banneretCitation',
    "syntax region banneretString start=/'/ skip=/\\\\./ end=/'/ contains=banneretCitation",
    'syntax match banneretComment "//.*$" contains=@Spell',
    'syntax region banneretComment start="/\\*" end="\\*/" contains=@Spell',
    'highlight default link banneretKeyword Keyword',
    'highlight default link banneretValue Constant',
    'highlight default link banneretNumber Number',
    'highlight default link banneretArea Identifier',
    'highlight default link banneretCitation Underlined',
    'highlight default link banneretString String',
    'highlight default link banneretComment Comment',
    "let b:current_syntax = 'banneret'",
    '',
  ].join('\n');
}

const OUTPUTS = [
  [OUTPUT, text],
  [VIM_OUTPUT, vimText],
];

if (require.main === module) {
  if (process.argv.includes('--check')) {
    for (const [file, make] of OUTPUTS) {
      const written = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (written !== make()) {
        console.error(`${path.relative(process.cwd(), file)} is not what scripts/grammar.js makes: run npm run grammar`);
        process.exit(1);
      }
    }
  } else {
    for (const [file, make] of OUTPUTS) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, make());
    }
  }
}

module.exports = { grammar, text, vimText, OUTPUT, VIM_OUTPUT };
