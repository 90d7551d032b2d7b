'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { tokenize, shippedFiles, REPOSITORY } = require('./textmate');
const { keywords } = require('../scripts/xtext-keywords');
const { text, vimText, OUTPUT, VIM_OUTPUT } = require('../scripts/grammar');

const scopeAt = (tokens, line, column) =>
  tokens.find((token) => token.line === line && token.start <= column && column < token.end)?.scopes ?? [];
const isKeyword = (scopes) => scopes.some((scope) => scope.startsWith('keyword.'));

test('the written grammars (VS Code\'s and Neovim\'s) are what scripts/grammar.js makes from Banneret.xtext', () => {
  assert.strictEqual(fs.readFileSync(OUTPUT, 'utf8'), text(), 'run npm run grammar');
  assert.strictEqual(fs.readFileSync(VIM_OUTPUT, 'utf8'), vimText(), 'run npm run grammar');
});

test('every keyword of the Xtext grammar gets a keyword scope', async () => {
  const words = keywords();
  assert.ok(words.length > 100, `the Xtext grammar's keywords were read: ${words.length}`);
  const missing = [];
  for (const word of words) {
    // Alone on a line, and as the language uses most words: after another word.
    for (const line of [word, `unit INF ${word}`]) {
      const { tokens } = await tokenize(line);
      const column = line.length - word.length;
      if (!isKeyword(scopeAt(tokens, 0, column))) missing.push(`'${word}' in "${line}": ${scopeAt(tokens, 0, column).join(' ')}`);
    }
  }
  assert.deepStrictEqual(missing, []);
});

test('a name that spells a keyword, escaped with ^, is a name', async () => {
  const { tokens } = await tokenize('unit ^unit "a unit named unit" : infantry');
  assert.ok(!isKeyword(scopeAt(tokens, 0, 6)), scopeAt(tokens, 0, 6).join(' '));
});

test('the places of the language that the grammar must read in context', async () => {
  const cases = [
    // [line, the text to find, the scope it must have]
    ['Leader Wallace (F2), banner at 3318 {', '3318', 'variable.other.enummember.hex'],
    ['4 x INF [0] at 3318(1)', '3318', 'variable.other.enummember.hex'],
    ['4 x INF [0] at 3318(1)', '1)', 'constant.numeric'],
    ['4 x INF [0] at 3318(1)', '4 ', 'constant.numeric'],
    ['4 x INF [0] at 3318(1)', 'INF', 'entity.name.type'],
    ['4 x INF [0] at 3318(1)', '0]', 'constant.numeric'],
    ['Bob at A07, village:B07 facing NE on ground', 'A07', 'variable.other.enummember.hex'],
    ['Bob at A07, village:B07 facing NE on ground', 'village:B07', 'variable.other.enummember.hex'],
    ['Bob at A07, village:B07 facing NE on ground', 'facing', 'keyword.'],
    ['Bob at A07, village:B07 facing NE on ground', 'ground', ''],
    ['grid 44 x 31 flat odd hex 16 mm labels numeric', '16', 'constant.numeric'],
    ['hex 1702 ford', '1702', 'variable.other.enummember.hex'],
    ['hexside 1702 N stream', '1702', 'variable.other.enummember.hex'],
    ['hexside wall "Wall" { cost 2 }', 'wall', 'entity.name'],
    ['road RomanRoad "the old Roman road": 823, 922, 1022', '922', 'variable.other.enummember.hex'],
    ['region NorthBank "north": 101, 102', '102', 'variable.other.enummember.hex'],
    ['structure Keep "keep" material "stone": K1, K2 damage K1(2)', 'K1(', 'variable.other.enummember.hex'],
    ['structure Keep "keep" material "stone": K1, K2 damage K1(2)', '2)', 'constant.numeric'],
    ['at 2515(1), along MainRoad from 2118 to 1216', '2118', 'variable.other.enummember.hex'],
    ['at 2515(1), along MainRoad from 2118 to 1216', 'MainRoad', 'entity.name'],
    ['enters on turn 5 at 1522, 3122 limit 6 per turn', '5 ', 'constant.numeric'],
    ['enters on turn 5 at 1522, 3122 limit 6 per turn', '3122', 'variable.other.enummember.hex'],
    ['enters on turn 5 at 1522, 3122 limit 6 per turn', '6 ', 'constant.numeric'],
    ['marker wound at 1702 = 5', '5', 'constant.numeric'],
    ['turns 11 to 30', '30', 'constant.numeric'],
    ['+28 killed Surrey "Surrey killed"', '28', 'constant.numeric'],
    ['waive BAN-STACK-1 for Surrey because "as printed"', 'BAN-STACK-1', 'entity.name.label'],
    ['terrain forest "Forest" code "f" cite "[B 4.2.6]" { cost 2 }', '[B 4.2.6]', 'markup.underline.link.citation'],
    ['unit Knight "Knight" : cavalry { state wounded-stunned }', 'wounded-stunned', 'keyword.'],
  ];
  const wrong = [];
  for (const [line, part, scope] of cases) {
    const { tokens } = await tokenize(line);
    const scopes = scopeAt(tokens, 0, line.indexOf(part));
    const ok = scope === '' ? scopes.length === 1 : scopes.some((s) => s.startsWith(scope));
    if (!ok) wrong.push(`"${part}" in "${line}": ${scopes.join(' ')} (wanted ${scope || 'no scope'})`);
  }
  assert.deepStrictEqual(wrong, []);
});

test('a hex list goes on over a line that ends in a comma, and ends where no comma follows', async () => {
  const { tokens } = await tokenize('region North "north": 101, 102,\n  103, 104\n  4 x INF');
  assert.ok(scopeAt(tokens, 1, 2).some((s) => s.startsWith('variable.other.enummember.hex')), scopeAt(tokens, 1, 2).join(' '));
  assert.ok(scopeAt(tokens, 2, 2).some((s) => s.startsWith('constant.numeric')), scopeAt(tokens, 2, 2).join(' '));
});

test('every example and built-in game system: no line leaves a string or comment open', async () => {
  const files = shippedFiles();
  assert.ok(files.length >= 20, `the shipped files were found: ${files.length}`);
  const open = [];
  for (const file of files) {
    const { openAtEnd } = await tokenize(fs.readFileSync(file, 'utf8'));
    openAtEnd.forEach((scopes, line) => {
      const left = scopes.filter((scope) => scope.startsWith('string.') || scope.startsWith('comment.'));
      if (left.length > 0) open.push(`${path.relative(REPOSITORY, file)}:${line + 1}: ${left.join(' ')}`);
    });
    const last = openAtEnd[openAtEnd.length - 1];
    if (last.length > 0) open.push(`${path.relative(REPOSITORY, file)}: ends inside ${last.join(' ')}`);
  }
  assert.deepStrictEqual(open, []);
});
