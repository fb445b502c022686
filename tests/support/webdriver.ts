import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/servers/free-port';

/**
 * Just enough of W3C WebDriver (classic, over HTTP) to walk a reader's journey in WebKitGTK, whose
 * driver speaks nothing else: Playwright drives only its own WebKit build, which cannot be downloaded
 * here. Elements inside shadow roots are reached with a script that returns them, as WebDriver allows.
 */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT]: string };

export interface WebKitDriver {
  session: WebDriverSession;
  close: () => Promise<void>;
}

/** Xvfb, WebKitWebDriver on a free port, and one session of MiniBrowser in it. */
export async function startWebKit(options: { trackingPrevention: boolean }): Promise<WebKitDriver> {
  const children: ChildProcess[] = [];
  const stop = () => children.reverse().forEach((child) => child.kill('SIGTERM'));
  try {
    const display = await startXvfb(children);
    const port = await freePort();
    const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
    });
    children.push(driver);
    const base = `http://127.0.0.1:${port}`;
    await until(
      () =>
        fetch(`${base}/status`)
          .then((response) => response.ok)
          .catch(() => false),
      15_000,
      'WebKitWebDriver',
    );
    const args = ['--automation', ...(options.trackingPrevention ? ['--enable-itp'] : [])];
    const created = await command<{ sessionId: string }>(base, 'POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args } } },
    });
    const session = new WebDriverSession(`${base}/session/${created.sessionId}`);
    return {
      session,
      close: async () => {
        await command(base, 'DELETE', `/session/${created.sessionId}`).catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

function startXvfb(children: ChildProcess[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number, so parallel runs do not collide.
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    children.push(xvfb);
    xvfb.on('error', reject);
    xvfb.stdio[3]!.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
  });
}

async function command<T = unknown>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
  return json.value;
}

export async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeout: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown = null;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out after ${timeout} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

export class WebDriverSession {
  constructor(private readonly base: string) {}

  private send<T>(method: string, path: string, body?: unknown): Promise<T> {
    return command<T>(this.base, method, path, body);
  }

  goto(url: string): Promise<unknown> {
    return this.send('POST', '/url', { url });
  }

  /** Runs `script` (a function body) in the current frame; elements come back as references. */
  run<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.send<T>('POST', '/execute/sync', { script, args });
  }

  /** Waits until `script` returns something truthy (an element, a value) and returns it. */
  waitFor<T>(script: string, what: string, ...args: unknown[]): Promise<T> {
    return until(() => this.run<T>(script, ...args), 20_000, what);
  }

  /**
   * Waits until the element's box holds still in its frame. WebDriver clicks where the element was, so
   * a click needs this, as Playwright waits for it; an iframe that a widget resizes as its content
   * arrives needs it too, checked from the page around it (inside, its content seems not to move).
   */
  async holdsStill(element: ElementRef): Promise<void> {
    let last = '';
    await until(
      async () => {
        const box = await this.run<string>('return JSON.stringify(arguments[0].getBoundingClientRect());', element);
        const still = box === last;
        last = box;
        return still;
      },
      10_000,
      'the element to hold still',
    );
  }

  /**
   * A real click, as the browser's own input: it counts as the reader's gesture (a popup may open).
   * First the element must hold still (seen here: a click lost to a widget arriving beside it).
   */
  async click(element: ElementRef): Promise<void> {
    await this.holdsStill(element);
    await this.send('POST', `/element/${element[ELEMENT]}/click`, {});
  }

  async type(element: ElementRef, text: string): Promise<void> {
    await this.send('POST', `/element/${element[ELEMENT]}/clear`, {});
    await this.send('POST', `/element/${element[ELEMENT]}/value`, { text });
  }

  /** Into an iframe (given as an element of the current frame), or back to the top with null. */
  frame(element: ElementRef | null): Promise<unknown> {
    return this.send('POST', '/frame', { id: element });
  }

  windows(): Promise<string[]> {
    return this.send('GET', '/window/handles');
  }

  window(): Promise<string> {
    return this.send('GET', '/window');
  }

  switchTo(handle: string): Promise<unknown> {
    return this.send('POST', '/window', { handle });
  }
}
