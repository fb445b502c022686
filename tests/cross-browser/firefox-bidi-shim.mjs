#!/usr/bin/env node
// Playwright starts this in place of Firefox (executablePath): it starts Debian's firefox-esr with the
// same arguments and stands between the two on WebDriver BiDi. Playwright asks for one command that
// Firefox ESR 153 does not know yet (emulation.setMediaFeaturesOverride, for prefers-color-scheme);
// the shim answers it, so a context opens, and forwards everything else untouched. The tests do not
// emulate a colour scheme in Firefox, so nothing they check depends on the answered command.
import { spawn } from 'node:child_process';
import { WebSocket, WebSocketServer } from 'ws';

const UNKNOWN_TO_FIREFOX = new Set(['emulation.setMediaFeaturesOverride']);
const firefox = spawn(process.env.CUPPA_FIREFOX ?? '/usr/bin/firefox-esr', process.argv.slice(2), {
  stdio: ['ignore', 'inherit', 'pipe'],
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => firefox.kill(signal));
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

let buffered = '';
firefox.stderr.on('data', (chunk) => {
  buffered += chunk.toString();
  const lines = buffered.split('\n');
  buffered = lines.pop() ?? '';
  for (const line of lines) {
    const match = /WebDriver BiDi listening on (ws:\/\/\S+)$/.exec(line);
    if (match) listen(match[1]);
    else process.stderr.write(`${line}\n`);
  }
});

function listen(firefoxUrl) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('listening', () => {
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${server.address().port}\n`);
  });
  server.on('connection', (client, request) => {
    const upstream = new WebSocket(`${firefoxUrl}${request.url ?? ''}`);
    const pending = [];
    upstream.on('open', () => pending.splice(0).forEach((message) => upstream.send(message)));
    upstream.on('message', (data) => client.send(data.toString()));
    upstream.on('close', () => client.close());
    upstream.on('error', () => client.close());
    client.on('close', () => upstream.close());
    client.on('message', (data) => {
      const text = data.toString();
      const message = JSON.parse(text);
      if (UNKNOWN_TO_FIREFOX.has(message.method)) {
        client.send(JSON.stringify({ type: 'success', id: message.id, result: {} }));
        return;
      }
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else pending.push(text);
    });
  });
}
