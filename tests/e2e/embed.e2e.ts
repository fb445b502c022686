import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type FrameLocator, type Page } from '@playwright/test';
import { api, depositOnChain, fundedMember, signUp, type Account } from '../support/accounts';
import { signIn, watchErrors } from '../support/app';
import { testUrls } from '../support/ports';
import { approveInPopup, openConnect, pressInFrame, pressToClose } from '../support/frames';

const blog = testUrls.blog;
const site = new URL(blog).origin;
const MEMBER = 'member@cuppa.test';

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { cuppaEvents: { name: string; detail: unknown }[] }).cuppaEvents);
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

function tipFrame(page: Page): FrameLocator {
  return page.getByRole('dialog', { name: 'ready to send your tip' }).frameLocator('iframe');
}
const badgeFrame = (page: Page) => page.locator('#badge').frameLocator('iframe');

/**
 * Signed out, the balance tab offers sign-in; the popup signs `member` in and approves the site, $20 a day.
 * A member of the test's own: the files run side by side, and the demo member's balance, subscriptions
 * and connected sites are spent and changed by others (demo.e2e.ts tips from it).
 */
async function connectFromTip(page: Page, context: BrowserContext, member: Account) {
  await page.locator('#tip').getByRole('button', { name: 'ready to send your tip' }).click();
  const frame = tipFrame(page);
  await expect(frame.getByText('Sign in to pay from your Cuppa balance')).toBeVisible();
  const popup = await openConnect(frame, context);
  await approveInPopup(popup, '20', member);
  await expect(frame.getByLabel('Tip amount in dollars')).toBeVisible();
  return frame;
}

/** A fresh browser on the subscribe page, its dialog open; the frame's sign-in popup signs `member` in, $20 a day. */
async function openSubscribe(browser: Browser, member: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${blog}subscribe.html`);
  await page.getByRole('button', { name: 'Subscribe for $' }).click();
  const dialog = page.getByRole('dialog', { name: 'confirm subscription' });
  const frame = dialog.frameLocator('iframe');
  await approveInPopup(await openConnect(frame, context), '20', member);
  return { context, page, dialog, frame };
}

test.describe('paying from a balance on a creator’s blog (the embed frame)', () => {
  test('sign in through the popup, tip $3 with a preset and a note: receipt, cuppa-tip, the badge drops, the creator reads the note, the host page holds no token', async ({
    page,
    context,
    browser,
  }) => {
    const errors = watchErrors(page);
    await page.goto(`${blog}post.html`);
    await expect(badgeFrame(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The badge keeps the room the loader reserved, signed out and in: the page does not move.
    const badgeHeight = async () => (await page.locator('#badge').boundingBox())?.height;
    expect(await badgeHeight()).toBe(56);
    const frame = await connectFromTip(page, context, await fundedMember('Reader', 50));

    // Every frame of the site shares the session: the badge signed in without a reload.
    const balance = badgeFrame(page).getByLabel('Balance');
    await expect(balance).toHaveText(/^\$\d/);
    const before = money(await balance.textContent());
    expect(await badgeHeight()).toBe(56);
    await expect.poll(() => events(page)).toContainEqual(expect.objectContaining({ name: 'cuppa-session' }));
    // The frame has read what the site may still spend today: the form no longer changes under a press
    // (CI once pressed 'yes' before that and never saw the empty amount's error).
    await expect(frame.getByText('This site may spend up to $20.00 a day for you: $20.00 left today.')).toBeVisible();

    await pressInFrame(frame, 'yes');
    await expect(frame.getByText('Please enter your tip')).toBeVisible();
    // SPEC.md section 5: the input coerces what is typed to a whole number on change.
    await frame.getByLabel('Tip amount in dollars').fill('2.5');
    await expect(frame.getByLabel('Tip amount in dollars')).toHaveValue('2');

    // The dialog names whom it pays; a preset fills the amount, and a note travels with the tip.
    const dialog = page.getByRole('dialog', { name: 'ready to send your tip' });
    await expect(dialog.getByTestId('creator-heading')).toContainText('Alice Rivera');
    const avatar = dialog.getByTestId('creator-heading').getByRole('img', { name: 'Picture of Alice Rivera' });
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await pressInFrame(frame, '$3.00');
    await expect(frame.getByLabel('Tip amount in dollars')).toHaveValue('3');
    await expect(frame.getByRole('button', { name: '$3.00' })).toHaveAttribute('aria-pressed', 'true');
    const noteField = frame.getByLabel('Message to Alice Rivera (optional)');
    await noteField.fill('x'.repeat(281));
    await expect(frame.getByText('281 of 280 characters')).toBeVisible();
    await pressInFrame(frame, 'yes');
    await expect(frame.getByText('A message to the creator has at most 280 characters')).toBeVisible();
    await expect(balance).toHaveText(`$${before.toFixed(2)}`);
    const note = `Obrigado for the pastry map (${Date.now()})`;
    await noteField.fill(note);
    await pressInFrame(frame, 'yes');

    // The receipt stays until the reader closes it.
    await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(frame.getByText('You sent $3.00 to Alice Rivera')).toBeVisible();
    await expect(frame.getByText(`Your balance is now $${(before - 3).toFixed(2)}`)).toBeVisible();
    await expect
      .poll(() => events(page))
      .toContainEqual({
        name: 'cuppa-tip',
        target: 'tip',
        // With the signed receipt a site's server can check (a compact JWS).
        detail: {
          creator: 'alice',
          amount: 3,
          coin: 'solana',
          receipt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        },
      });
    await expect(balance).toHaveText(`$${(before - 3).toFixed(2)}`);
    await expect(dialog).toBeVisible();
    await pressInFrame(frame, 'Close');
    await expect(dialog).toBeHidden();

    // The creator reads the note in the app's earnings.
    const creatorPage = await (await browser.newContext()).newPage();
    await signIn(creatorPage, 'alice@cuppa.test');
    await creatorPage.goto(`${testUrls.app}settings/earnings`);
    await expect(creatorPage.getByText(note)).toBeVisible();
    await creatorPage.context().close();

    // The token lives in the app origin's (partitioned) storage inside the frame, nowhere on the host page.
    const token = await badgeFrame(page)
      .locator('body')
      .evaluate((_, key) => JSON.parse(localStorage.getItem(key) ?? '{}').token as string, `cuppa.embed:${site}`);
    expect(token).toMatch(/.{20,}/);
    const hostState = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      globals: Object.keys(window)
        .map((key) => {
          try {
            return `${key}=${JSON.stringify((window as unknown as Record<string, unknown>)[key]) ?? ''}`;
          } catch {
            return key;
          }
        })
        .join('\n'),
    }));
    for (const value of Object.values(hostState)) expect(value).not.toContain(token);
    for (const cookie of await context.cookies(blog)) expect(cookie.value).not.toContain(token);
    // The page's '#missing' widget looks up a creator who does not exist: that 404 is expected.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);

    // A forged message from the host page moves no money and fires nothing.
    const tipsBefore = (await events(page)).filter((event) => event.name === 'cuppa-tip').length;
    await page.evaluate(() => {
      const frames = [...document.querySelectorAll('cuppa-wallet-badge, cuppa-tip-button')].flatMap((element) => [
        ...(element.shadowRoot?.querySelectorAll('iframe') ?? []),
      ]);
      const forged = [
        { protocol: 'cuppa-embed/1', type: 'done', amount: 50, channel: 'forged_123' },
        { type: 'tip', creator: 'alice', amount: 50 },
        { type: 'cuppa-connect-approved', handoff: 'x'.repeat(43) },
      ];
      for (const message of forged) {
        window.postMessage(message, '*');
        for (const frame of frames) frame.contentWindow?.postMessage(message, '*');
      }
    });
    await page.waitForTimeout(500);
    expect((await events(page)).filter((event) => event.name === 'cuppa-tip')).toHaveLength(tipsBefore);
    await expect(balance).toHaveText(`$${(before - 3).toFixed(2)}`);
    await page.reload();
    await expect(badgeFrame(page).getByLabel('Balance')).toHaveText(`$${(before - 3).toFixed(2)}`);

    // Signing out in one frame signs every frame of the site out, and ends the connection.
    await pressInFrame(badgeFrame(page), 'Sign out');
    await expect(badgeFrame(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.locator('#tip').getByRole('button', { name: 'ready to send your tip' }).click();
    await expect(tipFrame(page).getByText('Sign in to pay from your Cuppa balance')).toBeVisible();
    expect(
      await page.request
        .get(`${testUrls.api}/v1/customer/me`, { headers: { Authorization: `Bearer ${token}` } })
        .then((r) => r.status()),
    ).toBe(401);
  });

  test('only /embed/ pages may be framed by another site; the approval page may not', async ({ page }) => {
    const embed = await page.request.get(`${testUrls.app}embed/tip`);
    expect(embed.headers()['content-security-policy']).toBe('frame-ancestors *');
    const connect = await page.request.get(`${testUrls.app}auth/connect`);
    expect(connect.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(connect.headers()['x-frame-options']).toBe('DENY');

    await page.goto(`${blog}bare.html`);
    await page.evaluate(
      (src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      },
      `${testUrls.app}auth/connect?site=${encodeURIComponent(site)}`,
    );
    // The browser refuses the page: the frame ends on its error page, never on the approval.
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    await expect(framed!.getByText('Connect a site')).toHaveCount(0);
  });

  test('a page on another site that opens the approval with a handoff of its own gets no token', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    // The member is signed in to Cuppa: the approval would open straight on 'Allow <site>…'.
    await signIn(await context.newPage(), MEMBER);
    // The attacker's page, on a site of its own. It even copies the frame's address and asks the
    // browser to send that whole address as the referrer.
    const attacker = 'http://attacker.test';
    await context.route(`${attacker}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><meta name="referrer" content="unsafe-url"><title>Win a coffee</title><p>Win</p>',
      }),
    );
    const verifier = randomBytes(32).toString('base64url');
    const theirs = {
      site,
      handoff: randomBytes(32).toString('base64url'),
      challenge: createHash('sha256').update(verifier).digest('base64url'),
    };
    const query = new URLSearchParams(theirs).toString();
    const page = await context.newPage();
    await page.goto(`${attacker}${new URL(testUrls.app).pathname}embed/tip?${query}&channel=chan_12345678`);

    for (const opener of ['popup', 'popup,noopener'] as const) {
      const popupPromise = context.waitForEvent('page');
      await page.evaluate(([url, features]) => void window.open(url, '_blank', features), [
        `${testUrls.app}auth/connect?${query}`,
        opener,
      ] as const);
      const popup = await popupPromise;
      // The member approves whatever the page offers; it must offer nothing.
      const allow = popup.getByRole('button', { name: 'Allow' });
      const refused = popup.getByText('This request did not come from a Cuppa widget');
      await expect(allow.or(refused)).toBeVisible();
      if (await allow.isVisible()) {
        await allow.click();
        await expect(popup.getByText('Connected.')).toBeVisible();
      }
      // The attacker redeems with its verifier, from anywhere: the handoff was never approved.
      const redeem = await api('POST', '/v1/auth/handoff/redeem', {
        json: { handoff_id: theirs.handoff, verifier },
      });
      expect(redeem).toEqual({ status: 202, body: { status: 'pending' } });
      await expect(refused).toBeVisible();
      await expect(popup.getByLabel('Daily cap in dollars')).toHaveCount(0);
      await popup.close();
    }
    await context.close();
  });

  test('a host page with COOP same-origin still completes sign-in (the frame polls)', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${blog}post.html?coop=1`);
    const frame = await connectFromTip(page, context, await signUp('Coop'));
    await expect(frame.getByRole('button', { name: 'yes' })).toBeVisible();
    // Escape inside the frame closes the host page's dialog too.
    await frame.getByLabel('Tip amount in dollars').focus();
    await pressToClose(page, 'Escape', page.getByRole('dialog'));
    await pressInFrame(badgeFrame(page), 'Sign out');
    await expect(badgeFrame(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await context.close();
  });

  test('a subscription refused for a low balance goes through once the wallet is topped up, without a reload', async ({
    browser,
  }) => {
    const member = await fundedMember('Short', 2);
    const { context, page, dialog, frame } = await openSubscribe(browser, member);
    await pressInFrame(frame, 'accept');
    await expect(frame.getByRole('alert')).toBeVisible();
    // The refusal is in: the button is live again (it is disabled behind a spinner while the call runs).
    await expect(frame.getByRole('button', { name: 'accept' })).toBeEnabled();
    // Topped up elsewhere: the same press is a new action now. The API keeps a refusal as its
    // Idempotency-Key's answer, so a frame that sent the first key again would be refused for good.
    const hash = await depositOnChain(member, 20);
    expect((await api('GET', `/v1/customer/transaction/validate/${hash}`, { token: member.token })).status).toBe(200);
    await pressInFrame(frame, 'accept');
    await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await pressInFrame(frame, 'Close');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Subscribed · Renews on / })).toBeDisabled();
    await context.close();
  });

  test('a tip button with an amount opens the dialog at that amount; an amount the tip rule refuses is the page’s error', async ({
    page,
    context,
  }) => {
    await page.goto(`${blog}post.html`);
    await page.locator('#tip').evaluate((element) => element.setAttribute('amount', '7'));
    const frame = await connectFromTip(page, context, await signUp('Amount'));
    await expect(frame.getByLabel('Tip amount in dollars')).toHaveValue('7');

    await page.keyboard.press('Escape');
    await page.locator('#tip').evaluate((element) => element.setAttribute('amount', '2.5'));
    await expect(page.locator('#tip').getByText('amount must be whole dollars from 1 to 10000')).toBeVisible();
    await expect
      .poll(() => events(page))
      .toContainEqual(expect.objectContaining({ name: 'cuppa-error', target: 'tip' }));
  });

  test('subscribe from a blog: confirm, the quiet Subscribed state, cuppa-subscribe, the badge drops', async ({
    browser,
  }) => {
    const member = await fundedMember('Subscriber', 50);
    const { context, page, dialog, frame } = await openSubscribe(browser, member);
    await expect(frame.getByText('are you sure subscribe')).toBeVisible();
    const balance = badgeFrame(page).getByLabel('Balance');
    await expect(balance).toHaveText(/^\$\d/);
    const before = money(await balance.textContent());

    // The dialog says whom and what for, beside SPEC.md's words.
    await expect(dialog.getByTestId('creator-heading')).toContainText('Dmitri Volkov');
    await expect(dialog.getByTestId('subscription-price')).toHaveText('$8.00 a month');
    await pressInFrame(frame, 'accept');
    await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(frame.getByText('You subscribed to Dmitri Volkov for $8.00 a month')).toBeVisible();
    await expect(frame.getByText(`Your balance is now $${(before - 8).toFixed(2)}`)).toBeVisible();
    await pressInFrame(frame, 'Close');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Subscribed · Renews on / })).toBeDisabled();
    await expect
      .poll(() => events(page))
      .toContainEqual(expect.objectContaining({ name: 'cuppa-subscribe', target: 'subscribe' }));
    const subscribed = (await events(page)).find((event) => event.name === 'cuppa-subscribe')?.detail as {
      creator: string;
      amount: number;
    };
    expect(subscribed.creator).toBe('dmitri');
    await expect(balance).toHaveText(`$${(before - subscribed.amount).toFixed(2)}`);

    // Next visit: the button is quiet from the start, with the date it renews on and a way to manage it.
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(Date.now() + 30 * 86_400_000);
    await page.reload();
    await expect(page.getByRole('button', { name: `Subscribed · Renews on ${until}` })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Manage in Cuppa' })).toHaveAttribute('href', `${testUrls.app}dmitri`);
    await expect(page.getByRole('button', { name: 'Subscribe for $' })).toHaveCount(0);
    // In the app too: the profile shows the state where its subscribe button was, and cancels it.
    const inApp = await context.newPage();
    await signIn(inApp, member.email, member.password);
    await inApp.goto(`${testUrls.app}dmitri`);
    await expect(inApp.getByText(`Renews on ${until}`)).toBeVisible();
    await expect(inApp.getByRole('button', { name: 'Subscribe for $' })).toHaveCount(0);
    await inApp.getByRole('button', { name: 'Cancel your subscription to Dmitri Volkov' }).click();
    const confirm = inApp.getByRole('dialog', { name: 'Cancel your subscription to Dmitri Volkov?' });
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(confirm).toBeHidden();
    await expect(inApp.getByText(`Ends on ${until}`, { exact: true })).toBeVisible();
    await inApp.close();
    // The blog's button says so after a reload: it ends, rather than renewing.
    await page.reload();
    await expect(page.getByRole('button', { name: `Subscribed · Ends on ${until}` })).toBeDisabled();
    // Signed out, the button offers to subscribe again.
    await pressInFrame(badgeFrame(page), 'Sign out');
    await expect(page.getByRole('button', { name: 'Subscribe for $8.00' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Subscribe for $8.00' })).toBeVisible();
    await context.close();
  });

  test('a blocked popup leaves a link; above the daily cap the frame explains and offers to reconnect', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${blog}subscribe.html`);
    await page.getByRole('button', { name: 'ready to send your tip' }).click();
    const frame = tipFrame(page);
    await expect(frame.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const appFrame = page.frames().find((candidate) => candidate.url().includes('/embed/tip'));
    await appFrame?.evaluate(() => {
      window.open = () => null; // what a popup blocker leaves
    });
    await pressInFrame(frame, 'Sign in');
    await expect(frame.getByText('Your browser blocked the sign-in window')).toBeVisible();
    const tabPromise = context.waitForEvent('page');
    await pressInFrame(frame, 'Open the sign-in page', 'link');
    // A member of its own: the cap counts per member and site.
    await approveInPopup(await tabPromise, '1', await fundedMember('Capped', 10));
    await expect(frame.getByLabel('Tip amount in dollars')).toBeVisible();

    await frame.getByLabel('Tip amount in dollars').fill('1');
    await pressInFrame(frame, 'yes');
    await expect(frame.getByText('Thank you!')).toBeVisible();
    await pressInFrame(frame, 'Close');
    await page.getByRole('button', { name: 'ready to send your tip' }).click();
    await tipFrame(page).getByLabel('Tip amount in dollars').fill('1');
    await pressInFrame(tipFrame(page), 'yes');
    await expect(tipFrame(page).getByRole('alert')).toContainText('a day for you');
    await expect(tipFrame(page).getByRole('button', { name: 'Connect again' })).toBeVisible();
    await expect
      .poll(() => events(page))
      .toContainEqual(
        expect.objectContaining({ name: 'cuppa-error', detail: expect.objectContaining({ code: 'daily_limit' }) }),
      );
    await pressInFrame(tipFrame(page), 'no');
    await pressInFrame(badgeFrame(page), 'Sign out');
    await context.close();
  });

  test('revoking the site in settings stops the next tip', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${blog}post.html`);
    const member = await signUp('Revoker');
    await (await connectFromTip(page, context, member)).getByRole('button', { name: 'no' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    const app = await context.newPage();
    await signIn(app, member.email, member.password);
    await app.goto(`${testUrls.app}settings/connected-sites`);
    const entry = app.getByRole('listitem').filter({ hasText: site });
    await expect(entry.getByText('$20.00')).toBeVisible();
    await entry.getByRole('button', { name: `Revoke ${site}` }).click();
    const confirm = app.getByRole('dialog', { name: 'Revoke this site?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(app.getByText('No connected sites yet.')).toBeVisible();

    await page.locator('#tip').getByRole('button', { name: 'ready to send your tip' }).click();
    await expect(tipFrame(page).getByText('Your connection to this site has ended')).toBeVisible();
    await expect(tipFrame(page).getByLabel('Tip amount in dollars')).toBeHidden();
    await context.close();
  });
});
