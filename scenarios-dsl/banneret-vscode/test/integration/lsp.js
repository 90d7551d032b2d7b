'use strict';
// Banneret's language server started as a user's editor starts it: the repository's launcher with
// lsp, on stdio, over a copy of the examples and the built-in game systems.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { pathToFileURL } = require('node:url');
const rpc = require('vscode-jsonrpc/node');
const { REPOSITORY, shippedFiles } = require('../textmate');

const LAUNCHER = process.env.BANNERET_LAUNCHER || path.join(REPOSITORY, 'banneret');

/** The shipped files copied into a new folder: { folder, files } with each copy's path. */
function copyShipped() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'banneret-editors-'));
  const files = shippedFiles().map((file) => {
    const copy = path.join(folder, path.relative(path.join(REPOSITORY, 'bundles'), file));
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.copyFileSync(file, copy);
    return copy;
  });
  return { folder, files };
}

/** The launcher's environment for tests: the built product as it is, and no start-up cache training. */
function launcherEnv() {
  return { ...process.env, BANNERET_NO_BUILD: '1', BANNERET_STARTUP_CACHE: 'off' };
}

async function startServer(folder) {
  const child = spawn(LAUNCHER, ['lsp'], { cwd: folder, env: launcherEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const connection = rpc.createMessageConnection(new rpc.StreamMessageReader(child.stdout), new rpc.StreamMessageWriter(child.stdin));
  connection.listen();
  const initialize = connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(folder).href,
    workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'examples' }],
    capabilities: {
      textDocument: {
        semanticTokens: {
          requests: { full: true },
          tokenTypes: [],
          tokenModifiers: [],
          formats: ['relative'],
        },
        hover: { contentFormat: ['markdown', 'plaintext'] },
      },
    },
  });
  const result = await Promise.race([
    initialize,
    exited.then((code) => {
      throw new Error(`${LAUNCHER} lsp exited with ${code} before it answered initialize:\n${stderr}`);
    }),
  ]);
  connection.sendNotification('initialized', {});
  return {
    connection,
    capabilities: result.capabilities,
    stderr: () => stderr,
    open(file) {
      const uri = pathToFileURL(file).href;
      const languageId = 'banneret';
      connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text: fs.readFileSync(file, 'utf8') } });
      return uri;
    },
    async stop() {
      await connection.sendRequest('shutdown').catch(() => undefined);
      connection.sendNotification('exit');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      child.kill();
      connection.dispose();
    },
  };
}

/** LSP's relative semantic token data as { line, start, length, type }. */
function decodeTokens(data, legend) {
  const tokens = [];
  let line = 0;
  let start = 0;
  for (let i = 0; i < data.length; i += 5) {
    line += data[i];
    start = data[i] === 0 ? start + data[i + 1] : data[i + 1];
    tokens.push({ line, start, length: data[i + 2], type: legend.tokenTypes[data[i + 3]] });
  }
  return tokens;
}

module.exports = { LAUNCHER, copyShipped, startServer, decodeTokens, launcherEnv };
