import { expect, test } from '@playwright/test';
import { fundedMember } from '../support/accounts';
import { testUrls } from '../support/ports';
import { startWebKit, until, type ElementRef, type WebDriverSession } from '../support/webdriver';

/**
 * The reader's journey of reader-journey.smoke.ts in WebKitGTK (Safari's engine), through its own
 * WebDriver, with and without Intelligent Tracking Prevention. The scripts find what a reader sees by
 * its text or label, through the widgets' shadow roots.
 */
const blog = testUrls.blog;
const site = new URL(blog).origin;

// Every script starts with these: `find` walks the light and shadow trees for the first visible match.
const PRELUDE = `
const visible = (el) => el.getClientRects().length > 0;
const find = (root, test) => {
  for (const el of root.querySelectorAll('*')) {
    if (visible(el) && test(el)) return el;
    if (el.shadowRoot) { const inner = find(el.shadowRoot, test); if (inner) return inner; }
  }
  return null;
};
const text = (el) => (el.textContent || '').replace(/\\s+/g, ' ').trim();
const button = (name) => find(document, (el) => (el.tagName === 'BUTTON' || el.getAttribute('role') === 'tab') && text(el).startsWith(name));
const field = (name) => find(document, (el) => ['INPUT', 'TEXTAREA'].includes(el.tagName) &&
  ((el.labels && [...el.labels].some((label) => text(label).startsWith(name))) || el.getAttribute('aria-label') === name));
const shows = (words) => text(document.body).includes(words) || !!find(document, (el) => el.shadowRoot && text(el.shadowRoot).includes(words));
`;
const byButton = (session: WebDriverSession, name: string) =>
  session.waitFor<ElementRef>(`${PRELUDE} return button(arguments[0]);`, `the button '${name}'`, name);
const byField = (session: WebDriverSession, name: string) =>
  session.waitFor<ElementRef>(`${PRELUDE} return field(arguments[0]);`, `the field '${name}'`, name);
const shows = (session: WebDriverSession, words: string) =>
  session.waitFor<boolean>(`${PRELUDE} return shows(arguments[0]);`, `'${words}'`, words);
const enterFrame = async (session: WebDriverSession, path: string) => {
  await session.frame(null);
  const frame = await session.waitFor<ElementRef>(
    `${PRELUDE} return find(document, (el) => el.tagName === 'IFRAME' && el.src.includes(arguments[0]));`,
    `the frame ${path}`,
    path,
  );
  await session.holdsStill(frame);
  await session.frame(frame);
};
const eventNamed = (session: WebDriverSession, name: string) =>
  session.waitFor<{ detail: unknown }>(
    'return (window.cuppaEvents || []).find((event) => event.name === arguments[0]) || null;',
    `the ${name} event`,
    name,
  );

for (const trackingPrevention of [false, true]) {
  test(`a reader’s journey in WebKitGTK${trackingPrevention ? ' with tracking prevention' : ''}`, async () => {
    const member = await fundedMember('Safari', 40);
    const { session, close } = await startWebKit({ trackingPrevention });
    try {
      // A laptop's window: WebDriver clicks inside a frame without scrolling the dialog around it, so the
      // tip form's 'yes' must be in view (in the driver's default window it sat below the dialog's edge,
      // and the click landed outside the dialog, which closed it).
      await session.resize(1280, 1024);
      await session.goto(testUrls.app);
      await session.run("localStorage.setItem('cuppa.partition-probe', 'first-party');");

      await session.goto(`${blog}post.html`);
      await session.click(await byButton(session, 'ready to send your tip'));
      await session.click(await byButton(session, 'in crypto'));
      const address = await session.waitFor<string>(`${PRELUDE} return field('Solana address')?.value;`, 'the address');
      expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
      await session.waitFor(
        `${PRELUDE} return find(document, (el) => el.tagName === 'IMG' && el.alt === arguments[0] && el.complete);`,
        'the QR code',
        `solana:${address}`,
      );
      await session.click(await byButton(session, 'my balance'));

      await enterFrame(session, '/embed/tip');
      // Partitioned by the top-level site: the frame does not see what the app stored as a first party.
      expect(await session.run("return localStorage.getItem('cuppa.partition-probe');")).toBeNull();
      await shows(session, 'Sign in to pay from your Cuppa balance');
      const blogWindow = await session.window();
      await session.click(await byButton(session, 'Sign in'));
      const popup = await until(
        async () => (await session.windows()).find((handle) => handle !== blogWindow),
        20_000,
        'the sign-in popup',
      );
      await session.switchTo(popup);
      await session.type(await byField(session, 'Email'), member.email);
      await session.type(await byField(session, 'Password'), member.password);
      await session.click(await byButton(session, 'Sign in'));
      await shows(session, `Allow ${site} to send tips and subscribe for you`);
      await session.type(await byField(session, 'Daily cap in dollars'), '20');
      await session.click(await byButton(session, 'Allow'));
      await shows(session, 'Connected.');
      await session.switchTo(blogWindow);

      await enterFrame(session, '/embed/tip');
      await session.type(await byField(session, 'Tip amount in dollars'), '3');
      await session.click(await byButton(session, 'yes'));
      await shows(session, 'You sent $3.00 to Alice Rivera');
      await session.frame(null);
      expect((await eventNamed(session, 'cuppa-tip')).detail).toEqual({
        creator: 'alice',
        amount: 3,
        coin: 'solana',
        receipt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      });

      await session.goto(`${blog}subscribe.html`);
      await session.click(await byButton(session, 'Subscribe for $'));
      await enterFrame(session, '/embed/subscribe');
      await shows(session, 'are you sure subscribe');
      // The dialog grows to the frame's content once it arrives: the frame must hold still in the page
      // before a click inside it lands where the button is (seen here: a click lost that way).
      await enterFrame(session, '/embed/subscribe');
      await session.click(await byButton(session, 'accept'));
      await session.frame(null);
      await eventNamed(session, 'cuppa-subscribe');
    } catch (error) {
      const dump = await session
        .run<string>(
          `${PRELUDE} const deep = (root) => [...root.querySelectorAll('*')].map((el) => el.shadowRoot ? el.tagName + '{' + deep(el.shadowRoot) + '}' : '').join(' ') + ' ' + text(root.body ?? root); return deep(document);`,
        )
        .catch((reason: unknown) => String(reason));
      throw new Error(`${String(error)}\n\nThe page then: ${dump}`);
    } finally {
      await close();
    }
  });
}
