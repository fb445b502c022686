import { Launcher, launch, type LaunchedChrome } from 'chrome-launcher';
import WebSocket from 'ws';
import { chromiumLaunchOptions } from '../tests/support/chromium';

/**
 * This machine's Chromium flags, with chrome-launcher's own disabled features kept: Chromium takes
 * only the last --disable-features, and ours comes after the launcher's.
 */
export function chromeFlags(): string[] {
  const prefix = '--disable-features=';
  const { args = [] } = chromiumLaunchOptions();
  const features = [...Launcher.defaultFlags(), ...args]
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(','));
  return [
    '--headless=new',
    ...args.filter((flag) => !flag.startsWith(prefix)),
    `${prefix}${[...new Set(features)].join(',')}`,
  ];
}

export function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromiumLaunchOptions().executablePath,
    chromeFlags: chromeFlags(),
    startingUrl: 'about:blank',
    logLevel: 'error',
  });
}

/** One tab of a fresh Chromium, spoken to over the DevTools protocol directly. */
export interface BarePage {
  send<T = unknown>(method: string, params?: object): Promise<T>;
  /** The expression's value, which must be JSON; a thrown error is thrown here. */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

/**
 * A page with no DevTools domain enabled on it but Page, as a reader's browser has none: Playwright
 * (and Puppeteer) enable Runtime on every page, and with Runtime on, V8 records line and column for
 * every Error the page creates. React DOM creates a few as it loads, which makes V8 parse its 200 KB
 * over again for those positions, a 40 ms task at 4x CPU that no reader's browser runs.
 * Runtime.evaluate works without Runtime enabled.
 */
export async function openBarePage(viewport: { width: number; height: number }): Promise<BarePage> {
  const chrome = await launchChromium();
  try {
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      webSocketDebuggerUrl: string;
    };
    const socket = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let lastId = 0;
    const waiting = new Map<number, (reply: Reply) => void>();
    socket.on('message', (data) => {
      const reply = JSON.parse(String(data)) as Reply;
      if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
    });
    // A browser that dies mid-run fails the calls waiting on it, rather than leaving the bench hanging.
    socket.on('close', () => {
      for (const answer of [...waiting.values()]) answer({ error: { message: 'Chromium closed the connection' } });
    });
    const call = <T>(method: string, params: object = {}, sessionId?: string) =>
      new Promise<T>((resolve, reject) => {
        lastId += 1;
        const id = lastId;
        waiting.set(id, (reply) => {
          waiting.delete(id);
          if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
          else resolve(reply.result as T);
        });
        socket.send(JSON.stringify({ id, method, params, sessionId }));
      });

    const { targetInfos } = await call<{ targetInfos: { targetId: string; type: string }[] }>('Target.getTargets');
    const tab = targetInfos.find((target) => target.type === 'page');
    if (!tab) throw new Error('Chromium opened no tab');
    const { sessionId } = await call<{ sessionId: string }>('Target.attachToTarget', {
      targetId: tab.targetId,
      flatten: true,
    });
    const send = <T>(method: string, params?: object) => call<T>(method, params, sessionId);
    // Scripts added for new documents run only with Page enabled.
    await send('Page.enable');
    await send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false });
    return {
      send,
      async evaluate<T>(expression: string) {
        const { result, exceptionDetails } = await send<{
          result: { value?: T };
          exceptionDetails?: { text: string; exception?: { description?: string } };
        }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
        if (exceptionDetails) {
          throw new Error(`In the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
        }
        return result.value as T;
      },
      async close() {
        socket.close();
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}
