'use strict';
// Tokenises text with the extension's TextMate grammar through the same engine VS Code uses
// (vscode-textmate with the Oniguruma regular expressions compiled to WebAssembly).
const fs = require('node:fs');
const path = require('node:path');
const textmate = require('vscode-textmate');
const oniguruma = require('vscode-oniguruma');

const GRAMMAR = path.join(__dirname, '..', 'syntaxes', 'banneret.tmLanguage.json');
const REPOSITORY = path.resolve(__dirname, '..', '..', '..');

let loaded;

/** The grammar, loaded once. */
function load() {
  loaded ??= (async () => {
    const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
    await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
    const registry = new textmate.Registry({
      onigLib: Promise.resolve({
        createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
        createOnigString: (text) => new oniguruma.OnigString(text),
      }),
      loadGrammar: async (scopeName) =>
        scopeName === 'source.banneret' ? textmate.parseRawGrammar(fs.readFileSync(GRAMMAR, 'utf8'), GRAMMAR) : null,
    });
    return registry.loadGrammar('source.banneret');
  })();
  return loaded;
}

/**
 * The tokens of a text, line by line: { line, start, end, text, scopes }, and after each line the
 * scopes still open at its end (what the next line starts inside).
 */
async function tokenize(text) {
  const grammar = await load();
  const tokens = [];
  const openAtEnd = [];
  let state = textmate.INITIAL;
  text.split(/\r?\n/).forEach((line, index) => {
    const result = grammar.tokenizeLine(line, state);
    for (const token of result.tokens) {
      tokens.push({ line: index, start: token.startIndex, end: Math.min(token.endIndex, line.length), text: line.slice(token.startIndex, token.endIndex), scopes: token.scopes });
    }
    state = result.ruleStack;
    openAtEnd.push(grammar.tokenizeLine('', state).tokens[0].scopes.slice(1));
  });
  return { tokens, openAtEnd };
}

/** Every example scenario and map and every built-in game system, as paths. */
function shippedFiles() {
  const roots = [path.join(REPOSITORY, 'bundles', 'org.banneret.examples'), path.join(REPOSITORY, 'bundles', 'org.banneret.gamesystems', 'gamesystems')];
  const files = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'target') walk(file);
      else if (/\.(gamesystem|hexmap|scenario)$/.test(entry.name)) files.push(file);
    }
  };
  roots.forEach(walk);
  return files.sort();
}

module.exports = { load, tokenize, shippedFiles, REPOSITORY };
