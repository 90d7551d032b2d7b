'use strict';
// Neovim with the shipped banneret.lua, headless, on Stirling: the rules' findings arrive with
// their rule ids as codes, hover answers on a unit, and go to definition reaches the game system.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { LAUNCHER, copyShipped, launcherEnv } = require('./lsp');

const NEOVIM = path.join(__dirname, '..', '..', '..', 'banneret-neovim');

function run(file, extraEnv = {}) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'banneret-nvim-')), 'report.json');
  const result = spawnSync(
    'nvim',
    ['--headless', '-u', 'NONE', '-i', 'NONE', '--cmd', `set rtp^=${NEOVIM}`, '--cmd', 'syntax on', '-c', `luafile ${path.join(__dirname, '..', 'neovim', 'check.lua')}`],
    {
      cwd: path.dirname(file),
      env: { ...launcherEnv(), BANNERET_LAUNCHER: LAUNCHER, BANNERET_TEST_FILE: file, BANNERET_TEST_OUT: out, BANNERET_TEST_WAIT_MS: '240000', ...extraEnv },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 300_000,
    },
  );
  assert.ok(fs.existsSync(out), `nvim wrote no report (exit ${result.status}, ${result.error ?? ''}):\n${result.stdout}\n${result.stderr}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  console.log(`nvim: ${report.ms_to_diagnostics} ms to the diagnostics, ${report.ms_in_all} ms in all`);
  return report;
}

test('nvim --headless on Stirling: rule ids as codes, hover on a unit, definition in the game system', { timeout: 320_000 }, () => {
  const version = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
  assert.strictEqual(version.status, 0, 'Neovim is installed (Debian package neovim)');
  const { files } = copyShipped();
  const stirling = files.find((file) => file.endsWith(path.join('bannockburn', 'stirling.scenario')));
  const report = run(stirling);
  assert.deepStrictEqual(report.messages, []);
  assert.strictEqual(report.filetype, 'banneret');
  assert.strictEqual(report.commentstring, '// %s');
  assert.strictEqual(report.syntax, 'banneret', 'the syntax file colours the file before the server answers');
  assert.ok(report.waited_for_diagnostics, 'diagnostics arrived');
  const codes = new Set(report.diagnostics.map((diagnostic) => diagnostic.code));
  // Stirling is set up as printed, with its problems (its header comment says which): Surrey's
  // 4 cavalry on the one hex 517, and his banner on 612 with no regular unit to hold it.
  const surrey = report.diagnostics.filter((diagnostic) => diagnostic.code === 'BAN-PLACE-3' && /517/.test(diagnostic.message));
  assert.strictEqual(surrey.length, 1, `the stacking finding carries its rule id: ${JSON.stringify(report.diagnostics)}`);
  assert.ok(codes.has('BAN-BAN-2'), JSON.stringify(report.diagnostics));
  assert.ok(report.diagnostics.every((diagnostic) => /^[A-Z]+-[A-Z]+-\d+$/.test(diagnostic.code ?? '')), JSON.stringify(report.diagnostics));
  assert.match(report.hover ?? '', /Wallace/);
  assert.strictEqual(report.hover_key, 'Banneret: hover', 'K is mapped in the buffer');
  assert.match(report.definition?.uri ?? '', /\/medieval\.gamesystem$/);
  assert.match(report.definition.text ?? '', /\bunit\s+INF\b/, 'the definition is the unit type INF');
});

test('nvim without a server on the PATH: one message that says what to set, and the file still opens', { timeout: 60_000 }, () => {
  const { files } = copyShipped();
  const stirling = files.find((file) => file.endsWith('stirling.scenario'));
  const report = run(stirling, { BANNERET_LAUNCHER: '/no/such/banneret', BANNERET_TEST_WAIT_MS: '500' });
  assert.strictEqual(report.filetype, 'banneret');
  assert.strictEqual(report.syntax, 'banneret');
  assert.deepStrictEqual(report.diagnostics, []);
  assert.strictEqual(report.clients, 0);
  assert.strictEqual(report.notified.length, 1, JSON.stringify(report.notified));
  assert.match(report.notified[0], /^banneret: \/no\/such\/banneret is not an executable.*setup\(\{ cmd = /);
});
