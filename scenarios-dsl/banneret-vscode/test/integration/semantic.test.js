'use strict';
// The grammar and the server agree, character for character, on what is a keyword, a hex label and
// a number in every example and built-in game system: so nothing changes colour when the server's
// semantic tokens arrive over the grammar's, and a modder without the server sees the same reading.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { tokenize } = require('../textmate');
const { copyShipped, startServer, decodeTokens } = require('./lsp');

const KEYWORD = 'keyword';
const HEX = 'hex';
const NUMBER = 'number';

/** What the grammar calls a piece of text. */
function grammarKind(scopes) {
  const own = scopes[scopes.length - 1];
  if (own.startsWith('variable.other.enummember.hex.')) return HEX;
  if (own.startsWith('constant.numeric.')) return NUMBER;
  if (own.startsWith('keyword.')) return KEYWORD;
  return null;
}

/** What the server calls a piece of text, by its LSP token type. */
function serverKind(type) {
  return { keyword: KEYWORD, number: NUMBER, enumMember: HEX }[type] ?? null;
}

/** Each letter and digit of the text, line by line, marked with its kind (or null). */
function kindsOfGrammar(text, tokens) {
  const lines = text.split(/\r?\n/).map((line) => new Array(line.length).fill(null));
  for (const token of tokens) {
    for (let column = token.start; column < token.end; column++) lines[token.line][column] = grammarKind(token.scopes);
  }
  return lines;
}

function kindsOfServer(text, tokens) {
  const lines = text.split(/\r?\n/).map((line) => new Array(line.length).fill(null));
  for (const token of tokens) {
    for (let column = token.start; column < token.start + token.length; column++) lines[token.line][column] = serverKind(token.type);
  }
  return lines;
}

test('the grammar and the server read keywords, hex labels and numbers alike in every shipped file', { timeout: 600_000 }, async () => {
  const { folder, files } = copyShipped();
  const server = await startServer(folder);
  try {
    const legend = server.capabilities.semanticTokensProvider?.legend;
    assert.ok(legend, 'the server offers semantic tokens');
    const differences = [];
    let compared = 0;
    const counts = { [KEYWORD]: 0, [HEX]: 0, [NUMBER]: 0 };
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const uri = server.open(file);
      const result = await server.connection.sendRequest('textDocument/semanticTokens/full', { textDocument: { uri } });
      const fromServer = kindsOfServer(text, decodeTokens(result.data, legend));
      const fromGrammar = kindsOfGrammar(text, (await tokenize(text)).tokens);
      const lines = text.split(/\r?\n/);
      lines.forEach((line, index) => {
        let reported = false;
        for (let column = 0; column < line.length; column++) {
          if (!/[A-Za-z0-9]/.test(line[column])) continue;
          compared++;
          const server = fromServer[index][column];
          if (server) counts[server]++;
          if (server !== fromGrammar[index][column] && !reported) {
            reported = true;
            differences.push(`${path.relative(folder, file)}:${index + 1}:${column + 1}: the server reads ${server ?? 'nothing'}, the grammar ${fromGrammar[index][column] ?? 'nothing'}: ${line.trim()}`);
          }
        }
      });
    }
    console.log(`compared ${compared} letters and digits of ${files.length} files: ${JSON.stringify(counts)}`);
    assert.ok(compared > 100_000 && counts[KEYWORD] > 5_000 && counts[HEX] > 1_000 && counts[NUMBER] > 1_000, `compared ${compared} characters: ${JSON.stringify(counts)}`);
    assert.deepStrictEqual(differences.slice(0, 40), [], `${differences.length} lines differ`);
  } finally {
    await server.stop();
  }
});
