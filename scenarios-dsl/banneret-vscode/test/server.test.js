'use strict';
// The client's start-up logic: how it finds the server, and what it says when it cannot.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { findServer, javaMajor, OneWarning, SERVER_CLASS } = require('../src/server');

function folder() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'banneret-client-'));
}

function file(where, text, mode = 0o644) {
  fs.mkdirSync(path.dirname(where), { recursive: true });
  fs.writeFileSync(where, text);
  fs.chmodSync(where, mode);
  return where;
}

function jdk(major) {
  const home = folder();
  file(path.join(home, 'bin', 'java'), '#!/bin/sh\n', 0o755);
  file(path.join(home, 'release'), `JAVA_VERSION="${major}.0.2"\n`);
  return home;
}

function product() {
  const home = folder();
  file(path.join(home, 'plugins', 'org.banneret.dsl.ide_0.1.0.202611280000.jar'), '');
  return home;
}

const empty = { PATH: '', HOME: os.homedir() };

test('the setting names a launcher: it is started with lsp', () => {
  const launcher = file(path.join(folder(), 'banneret'), '#!/bin/sh\n', 0o755);
  const server = findServer({ setting: launcher, env: empty });
  assert.deepStrictEqual([server.command, server.args], [launcher, ['lsp']]);
});

test('the setting names a folder with a launcher, or with bin/banneret (an installed prefix)', () => {
  const repository = folder();
  const launcher = file(path.join(repository, 'banneret'), '#!/bin/sh\n', 0o755);
  assert.strictEqual(findServer({ setting: repository, env: empty }).command, launcher);
  const prefix = folder();
  const installed = file(path.join(prefix, 'bin', 'banneret'), '#!/bin/sh\n', 0o755);
  assert.strictEqual(findServer({ setting: prefix, env: empty }).command, installed);
});

test('the setting names a product folder: its jars are run by the JDK of banneret.java.home, else JAVA_HOME', () => {
  const studio = product();
  const home = jdk(21);
  const server = findServer({ setting: studio, javaHome: home, env: empty });
  assert.deepStrictEqual([server.command, server.args], [path.join(home, 'bin', 'java'), ['-cp', path.join(studio, 'plugins', '*'), SERVER_CLASS]]);
  const fromEnv = jdk(25);
  assert.strictEqual(findServer({ setting: studio, env: { ...empty, JAVA_HOME: fromEnv } }).command, path.join(fromEnv, 'bin', 'java'));
});

test('a product with a JDK older than 21, or no Java at all, says so', () => {
  const old = findServer({ setting: product(), javaHome: jdk(17), env: empty });
  assert.match(old.problem, /a Java 17; .*needs Java 21 or newer/);
  assert.match(findServer({ setting: product(), env: empty }).problem, /No Java to run the Banneret product/);
  assert.match(findServer({ setting: product(), javaHome: folder(), env: empty }).problem, /has no bin\/java/);
});

test('a setting that names nothing usable says what it names and what to set', () => {
  const missing = findServer({ setting: '/no/such/banneret', env: empty });
  assert.match(missing.problem, /banneret\.server\.path is \/no\/such\/banneret, which does not exist\. Set banneret\.server\.path/);
  const plain = file(path.join(folder(), 'banneret'), 'not a program');
  assert.match(findServer({ setting: plain, env: empty }).problem, /not an executable file/);
  assert.match(findServer({ setting: folder(), env: empty }).problem, /neither a banneret launcher nor a Banneret Studio product/);
});

test('no setting: banneret on the PATH, else the clone of the repository an open folder is in, else a clear message', () => {
  const bin = folder();
  const onPath = file(path.join(bin, 'banneret'), '#!/bin/sh\n', 0o755);
  assert.strictEqual(findServer({ env: { ...empty, PATH: `/no/such:${bin}` } }).command, onPath);

  const clone = folder();
  const launcher = file(path.join(clone, 'banneret'), '#!/bin/sh\n', 0o755);
  fs.mkdirSync(path.join(clone, 'scenarios-dsl'));
  assert.strictEqual(findServer({ folders: [folder(), clone], env: empty }).command, launcher);
  const examples = path.join(clone, 'bundles', 'org.banneret.examples', 'bannockburn');
  fs.mkdirSync(examples, { recursive: true });
  assert.strictEqual(findServer({ folders: [examples], env: empty }).command, launcher, 'a folder inside the clone');

  const none = findServer({ folders: [folder()], env: empty });
  assert.match(none.problem, /^Banneret's language server was not found: there is no banneret on the PATH\. Set banneret\.server\.path/);
  assert.match(none.problem, /Colour, brackets and comments work without it\./);
});

test('~ and ${workspaceFolder} in the setting, and a relative path is the first folder\'s', () => {
  const home = folder();
  const launcher = file(path.join(home, 'tools', 'banneret'), '#!/bin/sh\n', 0o755);
  assert.strictEqual(findServer({ setting: '~/tools/banneret', env: { ...empty, HOME: home } }).command, launcher);
  assert.strictEqual(findServer({ setting: '${workspaceFolder}/tools/banneret', folders: [home], env: empty }).command, launcher);
  assert.strictEqual(findServer({ setting: 'tools/banneret', folders: [home], env: empty }).command, launcher);
});

test('the JDK release file gives the major version, old style too', () => {
  assert.strictEqual(javaMajor(jdk(21)), 21);
  const old = folder();
  file(path.join(old, 'release'), 'JAVA_VERSION="1.8.0_402"\n');
  assert.strictEqual(javaMajor(old), 8);
  assert.strictEqual(javaMajor(folder()), null);
});

test('a problem is said once, and again only after the settings change', () => {
  const said = [];
  const warning = new OneWarning((message) => said.push(message));
  warning.warn('no server');
  warning.warn('no server');
  assert.deepStrictEqual(said, ['no server']);
  warning.warn('another problem');
  warning.settingsChanged();
  warning.warn('another problem');
  assert.deepStrictEqual(said, ['no server', 'another problem', 'another problem']);
});
