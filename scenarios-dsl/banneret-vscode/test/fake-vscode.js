'use strict';
// Stand-ins for VS Code's API and the language client, so that the extension can be activated
// under node and what it shows the user can be read.
const path = require('node:path');
const Module = require('node:module');

/** A stand-in for the parts of VS Code's API that the extension uses, recording what it is asked. */
function fakeVscode(settings) {
  const seen = { errors: [], output: [], clients: [], configurationListeners: [] };
  const vscode = {
    window: {
      createOutputChannel: () => ({ appendLine: (line) => seen.output.push(line), dispose() {} }),
      showErrorMessage: (message) => {
        seen.errors.push(message);
        return Promise.resolve(undefined);
      },
    },
    commands: { registerCommand: () => ({ dispose() {} }), executeCommand: () => Promise.resolve() },
    workspace: {
      workspaceFolders: [],
      getConfiguration: () => ({ get: (key, fallback) => settings[key] ?? fallback }),
      onDidChangeConfiguration: (listener) => {
        seen.configurationListeners.push(listener);
        return { dispose() {} };
      },
      createFileSystemWatcher: () => ({ dispose() {} }),
    },
  };
  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      seen.clients.push({ id, serverOptions, clientOptions });
    }
    start() {
      return Promise.resolve();
    }
    stop() {
      return Promise.resolve();
    }
  }
  // The real language client extends VS Code's classes (CodeLens, Diagnostic, ...) when it loads.
  const classes = {};
  const api = new Proxy(vscode, {
    get: (target, name) => (name in target || typeof name !== 'string' || !/^[A-Z]/.test(name) ? target[name] : (classes[name] ??= class {})),
  });
  return { vscode: api, client: { LanguageClient, RevealOutputChannelOn: { Never: 4 } }, seen };
}

/**
 * Loads the extension afresh with the stand-ins in place of 'vscode' and (unless realClient) the
 * language client, whose own copy is then the one beside the extension.
 */
function loadExtension(fakes, file = require.resolve('../src/extension'), { realClient = false } = {}) {
  const resolve = Module._resolveFilename;
  const stand = realClient ? { vscode: fakes.vscode } : { vscode: fakes.vscode, 'vscode-languageclient/node': fakes.client };
  Module._resolveFilename = function (request, ...rest) {
    return request in stand ? `stand-in:${request}` : resolve.call(this, request, ...rest);
  };
  for (const [request, exports] of Object.entries(stand)) {
    require.cache[`stand-in:${request}`] = { id: request, filename: request, loaded: true, exports };
  }
  for (const loaded of Object.keys(require.cache)) {
    if (loaded.startsWith(path.dirname(file))) delete require.cache[loaded];
  }
  try {
    return require(file);
  } finally {
    Module._resolveFilename = resolve;
  }
}

module.exports = { fakeVscode, loadExtension };
