'use strict';
// The language's words, read from the Xtext grammar itself, so that the TextMate grammar and its
// tests cannot miss one that the language gains.
const fs = require('node:fs');
const path = require('node:path');

const XTEXT = path.join(__dirname, '..', '..', 'org.banneret.dsl', 'src', 'org', 'banneret', 'dsl', 'Banneret.xtext');

/** Keywords that read as words ('unit', 'wounded-stunned'), not punctuation, in a stable order. */
function keywords(text = fs.readFileSync(XTEXT, 'utf8')) {
  const words = new Set();
  for (const match of withoutComments(text).matchAll(/'([A-Za-z][A-Za-z0-9_-]*)'/g)) {
    words.add(match[1]);
  }
  return [...words].sort();
}

/** The literals of the grammar's enum rules ('flat', 'wounded', 'N'): values rather than structure. */
function enumLiterals(text = fs.readFileSync(XTEXT, 'utf8')) {
  const words = new Set();
  for (const rule of withoutComments(text).matchAll(/\benum\s+\w+\s*:([^;]*);/g)) {
    for (const match of rule[1].matchAll(/'([A-Za-z][A-Za-z0-9_-]*)'/g)) {
      words.add(match[1]);
    }
  }
  return [...words].sort();
}

function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
}

module.exports = { XTEXT, keywords, enumLiterals };
