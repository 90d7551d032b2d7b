'use strict';
// The extension's activation under node, with VS Code's API and the language client stood in
// for: what the user sees when no server can be found, and that the server found is started.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { fakeVscode, loadExtension } = require('./fake-vscode');

test('no server anywhere: one clear message, and no second one until the settings change', async (t) => {
  const path0 = process.env.PATH;
  process.env.PATH = '';
  t.after(() => (process.env.PATH = path0));
  const settings = { 'server.path': '' };
  const fakes = fakeVscode(settings);
  const extension = loadExtension(fakes);
  await extension.activate({ subscriptions: [] });
  assert.strictEqual(fakes.seen.errors.length, 1);
  assert.match(fakes.seen.errors[0], /Banneret's language server was not found.*Set banneret\.server\.path/);
  assert.strictEqual(fakes.seen.clients.length, 0);

  // A setting that still names nothing: said again, because the user changed something.
  settings['server.path'] = '/no/such/banneret';
  const changed = { affectsConfiguration: (key) => key === 'banneret.server.path' };
  for (const listener of fakes.seen.configurationListeners) await listener(changed);
  await new Promise((resolve) => setImmediate(resolve));
  assert.strictEqual(fakes.seen.errors.length, 2);
  assert.match(fakes.seen.errors[1], /\/no\/such\/banneret, which does not exist/);
  await extension.deactivate();
});

test('a launcher in the setting: the client starts it with lsp for the three file kinds', async () => {
  const launcher = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'banneret-ext-')), 'banneret');
  fs.writeFileSync(launcher, '#!/bin/sh\n', { mode: 0o755 });
  const fakes = fakeVscode({ 'server.path': launcher });
  const extension = loadExtension(fakes);
  await extension.activate({ subscriptions: [] });
  assert.deepStrictEqual(fakes.seen.errors, []);
  assert.strictEqual(fakes.seen.clients.length, 1);
  const { serverOptions, clientOptions } = fakes.seen.clients[0];
  assert.deepStrictEqual([serverOptions.command, serverOptions.args], [launcher, ['lsp']]);
  assert.deepStrictEqual(clientOptions.documentSelector, [{ scheme: 'file', language: 'banneret' }]);
  assert.ok(fakes.seen.output.some((line) => line.includes(`the launcher ${launcher}`)), fakes.seen.output.join('\n'));
  await extension.deactivate();
});
