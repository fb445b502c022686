#!/usr/bin/env node
// Playwright starts this in place of Firefox (executablePath): it starts Debian's firefox-esr with the
// same arguments and stands between the two on WebDriver BiDi. Playwright sends commands that the Firefox
// ESR Debian ships may not know yet: ESR 153 lacks emulation.setMediaFeaturesOverride; ESR 140 also lacks
// network.addDataCollector (response bodies), browser.setDownloadBehavior and several emulation
// overrides (screen orientation and settings). When Firefox answers one of these with 'unknown command',
// the shim answers it with success instead, so a browser and its contexts open; everything else passes
// untouched, both ways. The tests neither emulate media, screens, locales or devices nor read response
// bodies or downloads in Firefox, so nothing they check depends on an answered command.
import { spawn } from 'node:child_process';
import { WebSocket, WebSocketServer } from 'ws';

/** The result Playwright reads from an optional command, or undefined when the command is not optional. */
function optionalResult(method) {
  if (method === 'network.addDataCollector') return { collector: 'cuppa-shim' };
  if (method === 'browser.setDownloadBehavior' || /^emulation\.set\w+Override$/.test(method)) return {};
  return undefined;
}
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
    /** Ids of optional commands in flight, by the method Playwright asked for. */
    const optional = new Map();
    upstream.on('open', () => pending.splice(0).forEach((message) => upstream.send(message)));
    upstream.on('message', (data) => {
      const text = data.toString();
      const message = JSON.parse(text);
      const method = optional.get(message.id);
      if (method !== undefined) optional.delete(message.id);
      if (method !== undefined && message.type === 'error' && message.error === 'unknown command') {
        client.send(JSON.stringify({ type: 'success', id: message.id, result: optionalResult(method) }));
        return;
      }
      client.send(text);
    });
    upstream.on('close', () => client.close());
    upstream.on('error', () => client.close());
    client.on('close', () => upstream.close());
    client.on('message', (data) => {
      const text = data.toString();
      const message = JSON.parse(text);
      if (optionalResult(message.method) !== undefined) optional.set(message.id, message.method);
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else pending.push(text);
    });
  });
}
