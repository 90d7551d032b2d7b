'use strict';
// The Banneret extension: the language client that starts Banneret's language server for
// .gamesystem, .hexmap and .scenario files. Colour, brackets, comments and folding come from the
// grammar and the language configuration, and work without the server.
const vscode = require('vscode');
const { LanguageClient, RevealOutputChannelOn } = require('vscode-languageclient/node');
const { findServer, OneWarning } = require('./server');

let client = null;
let output = null;
let warning = null;

async function activate(context) {
  output = vscode.window.createOutputChannel('Banneret');
  warning = new OneWarning((message) => {
    vscode.window.showErrorMessage(message, 'Open Settings').then((choice) => {
      if (choice) vscode.commands.executeCommand('workbench.action.openSettings', 'banneret.server.path');
    });
  });
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand('banneret.restartServer', restart),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('banneret.server.path') || event.affectsConfiguration('banneret.java.home')) {
        warning.settingsChanged();
        restart();
      }
    }),
  );
  await start();
}

async function start() {
  const settings = vscode.workspace.getConfiguration('banneret');
  const server = findServer({
    setting: settings.get('server.path', ''),
    javaHome: settings.get('java.home', ''),
    folders: (vscode.workspace.workspaceFolders ?? []).map((folder) => folder.uri.fsPath),
  });
  if (server.problem) {
    output.appendLine(server.problem);
    warning.warn(server.problem);
    return;
  }
  output.appendLine(`Starting Banneret's language server: ${server.origin}`);
  client = new LanguageClient(
    'banneret',
    'Banneret',
    { command: server.command, args: server.args, options: { env: process.env } },
    {
      documentSelector: [{ scheme: 'file', language: 'banneret' }],
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*.{gamesystem,hexmap,scenario}') },
      outputChannel: output,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
    },
  );
  try {
    await client.start();
  } catch (error) {
    const message = `Banneret's language server (${server.origin}) did not start: ${error.message ?? error}. The Banneret output shows what it printed.`;
    output.appendLine(message);
    warning.warn(message);
    client = null;
  }
}

async function restart() {
  await stop();
  await start();
}

async function stop() {
  const running = client;
  client = null;
  if (running) await running.stop().catch(() => undefined);
}

function deactivate() {
  return stop();
}

module.exports = { activate, deactivate };
