// The navgraph extension for VS Code: it starts `navgraph lsp` for graph files (*.navgraph.yaml) and flow files
// (*.navflow.yaml), which stay in VS Code's YAML language, so a YAML extension's schema checks keep working beside it.
'use strict';

const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

/** The files the server answers for: graph files and flow files, on disk or unsaved. */
const documentSelector = [
  { scheme: 'file', language: 'yaml', pattern: '**/*.navgraph.yaml' },
  { scheme: 'file', language: 'yaml', pattern: '**/*.navflow.yaml' },
];

/**
 * How to start the server: the `navgraph.path` setting (default `navgraph`, looked up on PATH) with `lsp`. An
 * executable with no transport named talks over its standard input and output, which is what `navgraph lsp` does.
 */
function serverOptions(configuration) {
  const command = configuration.get('path', 'navgraph') || 'navgraph';
  return { command, args: ['lsp'] };
}

let client;

async function activate(context) {
  const configuration = vscode.workspace.getConfiguration('navgraph');
  client = new LanguageClient('navgraph', 'navgraph', serverOptions(configuration), { documentSelector });
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration('navgraph.path') || client === undefined) return;
      await client.stop();
      client = new LanguageClient(
        'navgraph', 'navgraph', serverOptions(vscode.workspace.getConfiguration('navgraph')), { documentSelector });
      await client.start();
    }),
  );
  try {
    await client.start();
  } catch (error) {
    const command = serverOptions(configuration).command;
    vscode.window.showErrorMessage(
      `navgraph: could not start '${command} lsp' (${error.message}). Install navgraph or set 'navgraph.path'.`);
  }
}

async function deactivate() {
  if (client !== undefined) await client.stop();
}

module.exports = { activate, deactivate, serverOptions, documentSelector };
