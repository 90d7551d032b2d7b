'use strict';
// The packaged extension, opened as VS Code opens it: its manifest, its grammar, the language and
// its three file extensions, its icon, and that it loads with the client it carries.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const yauzl = require('yauzl');
const { fakeVscode, loadExtension } = require('../fake-vscode');
const { text: grammarText } = require('../../scripts/grammar');

const VSIX = path.join(__dirname, '..', '..', 'target', 'banneret.vsix');

/** Every entry of the archive: name to content. */
function readZip(file) {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map();
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks = [];
          stream.on('data', (chunk) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('the .vsix holds a manifest VS Code accepts, the grammar, the language and an icon', async () => {
  assert.ok(fs.existsSync(VSIX), `${VSIX} is built (npm run package, or ./banneret build)`);
  const entries = await readZip(VSIX);
  const manifest = JSON.parse(entries.get('extension/package.json'));
  assert.strictEqual(manifest.name, 'banneret');
  assert.strictEqual(manifest.publisher, 'banneret');
  assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
  assert.match(manifest.engines.vscode, /^\^1\.\d+\.\d+$/);
  assert.strictEqual(manifest.license, 'EPL-2.0');
  assert.ok(entries.has('extension/LICENSE.txt'), 'the licence is in the package');

  const [language] = manifest.contributes.languages;
  assert.strictEqual(language.id, 'banneret');
  assert.deepStrictEqual(language.extensions, ['.gamesystem', '.hexmap', '.scenario']);
  const configuration = JSON.parse(entries.get(`extension/${path.posix.normalize(language.configuration)}`));
  assert.deepStrictEqual(configuration.comments, { lineComment: '//', blockComment: ['/*', '*/'] });
  assert.ok(configuration.brackets.length >= 3 && configuration.autoClosingPairs.length >= 4);

  const [grammar] = manifest.contributes.grammars;
  assert.deepStrictEqual([grammar.language, grammar.scopeName], ['banneret', 'source.banneret']);
  const packed = entries.get(`extension/${path.posix.normalize(grammar.path)}`);
  assert.ok(packed, `${grammar.path} is in the package`);
  assert.strictEqual(packed.toString('utf8'), grammarText(), 'the packed grammar is the one made from Banneret.xtext');

  const icon = entries.get(`extension/${manifest.icon}`);
  assert.ok(icon, `${manifest.icon} is in the package`);
  assert.strictEqual(icon.subarray(1, 4).toString('latin1'), 'PNG');
  assert.deepStrictEqual([icon.readUInt32BE(16), icon.readUInt32BE(20)], [128, 128], 'a 128 x 128 icon, as the Marketplace wants');

  const vsixManifest = entries.get('extension.vsixmanifest').toString('utf8');
  assert.match(vsixManifest, /<Identity [^>]*Id="banneret"[^>]*Version="\d+\.\d+\.\d+"[^>]*Publisher="banneret"/);
  assert.match(vsixManifest, /Type="Microsoft\.VisualStudio\.Code\.Manifest"/);
  assert.match(vsixManifest, /Type="Microsoft\.VisualStudio\.Services\.Icons\.Default"/);

  const own = [...entries.keys()].filter((name) => name.startsWith('extension/') && !name.startsWith('extension/node_modules/')).sort();
  assert.deepStrictEqual(own, [
    'extension/LICENSE.txt',
    'extension/images/banneret-128.png',
    'extension/images/banneret-16.png',
    'extension/language-configuration.json',
    'extension/package.json',
    'extension/readme.md',
    'extension/src/extension.js',
    'extension/src/server.js',
    'extension/syntaxes/banneret.tmLanguage.json',
  ], 'what the extension needs, and no tests, build scripts or build files');
  assert.ok(entries.has(`extension/${path.posix.normalize(manifest.main)}`), `${manifest.main} is in the package`);
});

test('every package the .vsix ships is under a licence that fits the EPL-2.0', async () => {
  const entries = await readZip(VSIX);
  const fitting = new Set(['MIT', 'ISC', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD', 'EPL-2.0']);
  const shipped = [...entries.keys()].filter((name) => /^extension\/node_modules\/(?:@[^/]+\/)?[^/]+(?:\/node_modules\/(?:@[^/]+\/)?[^/]+)*\/package\.json$/.test(name));
  assert.ok(shipped.length >= 5, `the client's packages are shipped: ${shipped.length}`);
  const misfits = shipped
    .map((name) => [name, JSON.parse(entries.get(name)).license])
    .filter(([, licence]) => !fitting.has(licence));
  assert.deepStrictEqual(misfits, []);
});

test('the unpacked extension activates with the language client it carries', async () => {
  const entries = await readZip(VSIX);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'banneret-vsix-'));
  for (const [name, content] of entries) {
    if (name.endsWith('/')) continue;
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), content);
  }
  const main = path.join(folder, 'extension', 'src', 'extension.js');
  const client = require.resolve('vscode-languageclient/node', { paths: [path.dirname(main)] });
  assert.ok(client.startsWith(folder), `the client comes from the package: ${client}`);
  const fakes = fakeVscode({ 'server.path': '/no/such/banneret' });
  const extension = loadExtension(fakes, main, { realClient: true });
  await extension.activate({ subscriptions: [] });
  assert.deepStrictEqual(fakes.seen.errors.length, 1, 'one message for the missing server');
  await extension.deactivate();
});
