// Runs the extension's activate() against stand-ins for VS Code and vscode-languageclient (neither can be installed
// on a machine without VS Code or npm's registry). The stand-in client does what the real one does with the
// extension's server options: it starts the command with its arguments, speaks LSP over the process's standard
// input and output, opens the graph file given, and stops the server. The test passes when the server answers
// `initialize`, publishes the graph's diagnostics (an NG code from a real check), and exits with status 0.
//   node test/extension.test.js NAVGRAPH GRAPH_FILE EXPECTED_CODE
'use strict';

const assert = require('assert');
const childProcess = require('child_process');
const fs = require('fs');
const Module = require('module');
const path = require('path');

const [navgraph, graphFile, expectedCode] = process.argv.slice(2);
if (!navgraph || !graphFile || !expectedCode) {
  console.error('usage: node test/extension.test.js NAVGRAPH GRAPH_FILE EXPECTED_CODE');
  process.exit(2);
}

/** One LSP connection over a child process's pipes, framed with Content-Length headers. */
class Connection {
  constructor(child) {
    this.child = child;
    this.buffer = Buffer.alloc(0);
    this.waiting = [];
    this.received = [];
    child.stdout.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.drain();
    });
  }

  drain() {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const match = /Content-Length: *(\d+)/i.exec(this.buffer.subarray(0, end).toString('ascii'));
      assert.ok(match, 'every message has a Content-Length header');
      const length = Number(match[1]);
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString('utf8'));
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.received.push(message);
      this.waiting = this.waiting.filter(({ test, resolve }) => !(test(message) && (resolve(message), true)));
    }
  }

  send(message) {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  next(test) {
    const earlier = this.received.find(test);
    if (earlier) return Promise.resolve(earlier);
    return new Promise((resolve) => this.waiting.push({ test, resolve }));
  }
}

/** The stand-in for vscode-languageclient's LanguageClient: starts serverOptions' executable and opens one file. */
class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions });
    LanguageClient.made.push(this);
  }

  async start() {
    const { command, args, transport } = this.serverOptions;
    assert.strictEqual(transport, undefined, 'an executable without a transport uses its standard input and output');
    this.child = childProcess.spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    this.exited = new Promise((resolve) => this.child.on('exit', (status) => resolve(status)));
    this.connection = new Connection(this.child);
    this.connection.send({ id: 1, method: 'initialize', params: { processId: process.pid, rootUri: null, capabilities: {} } });
    const initialized = await this.connection.next((message) => message.id === 1);
    assert.ok(initialized.result && initialized.result.capabilities, 'initialize answers capabilities');
    this.connection.send({ method: 'initialized', params: {} });
  }

  async open(file) {
    const uri = 'file://' + path.resolve(file).split(path.sep).map(encodeURIComponent).join('/');
    const text = fs.readFileSync(file, 'utf8');
    this.connection.send({
      method: 'textDocument/didOpen',
      params: { textDocument: { uri, languageId: 'yaml', version: 1, text } },
    });
    return this.connection.next(
      (message) => message.method === 'textDocument/publishDiagnostics' && message.params.uri === uri);
  }

  async stop() {
    this.connection.send({ id: 2, method: 'shutdown' });
    await this.connection.next((message) => message.id === 2);
    this.connection.send({ method: 'exit' });
    this.status = await this.exited;
  }
}
LanguageClient.made = [];

const settings = { path: navgraph };
const vscode = {
  workspace: {
    getConfiguration: (section) => {
      assert.strictEqual(section, 'navgraph');
      return { get: (key, fallback) => (key in settings ? settings[key] : fallback) };
    },
    onDidChangeConfiguration: () => ({ dispose() {} }),
  },
  window: {
    showErrorMessage: (message) => assert.fail(`the extension reported: ${message}`),
  },
};

const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === 'vscode') return vscode;
  if (request === 'vscode-languageclient/node') return { LanguageClient };
  return load.call(this, request, parent, isMain);
};

const extension = require(path.join(__dirname, '..', 'extension.js'));
const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));

(async () => {
  assert.strictEqual(manifest.main, './extension.js');
  assert.ok(manifest.contributes.configuration.properties['navgraph.path'], 'the manifest declares navgraph.path');
  const patterns = extension.documentSelector.map((filter) => filter.pattern);
  assert.deepStrictEqual(patterns, ['**/*.navgraph.yaml', '**/*.navflow.yaml']);

  const context = { subscriptions: [] };
  await extension.activate(context);
  assert.strictEqual(LanguageClient.made.length, 1, 'activate starts one client');
  const client = LanguageClient.made[0];
  assert.deepStrictEqual(client.serverOptions.args, ['lsp']);
  assert.strictEqual(client.clientOptions.documentSelector, extension.documentSelector);

  const published = await client.open(graphFile);
  const codes = published.params.diagnostics.map((diagnostic) => diagnostic.code);
  assert.ok(codes.includes(expectedCode), `the diagnostics of ${graphFile} include ${expectedCode}: ${codes}`);

  await extension.deactivate();
  assert.strictEqual(client.status, 0, 'the server exits with status 0 after shutdown and exit');
  console.log(`ok: the extension started '${navgraph} lsp' and received ${codes.join(', ')}`);
})().catch((error) => {
  console.error(error.stack || String(error));
  process.exit(1);
});
