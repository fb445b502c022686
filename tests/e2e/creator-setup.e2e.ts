import { readFileSync } from 'node:fs';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { api, fundedMember, newCreator, signUp, useSession, type Account } from '../support/accounts';
import { watchErrors } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { approveInPopup, frameSettles, openConnect, pressInFrame } from '../support/frames';
import { testUrls } from '../support/ports';
import { cleanConsole, test } from '../support/test';

/**
 * Issue 42, part P, in a browser: a creator sets three tip amounts and a thank-you note in Settings;
 * the widget's tip dialog on a blog of another origin and the app's tip dialog offer those amounts, and
 * the receipt shows the note; Earnings say where each tip was paid and download as CSV; a new
 * creator's checklist goes away step by step as the data says each is done.
 */
const app = testUrls.app;
const blog = testUrls.blog;
const site = new URL(blog).origin;
const loader = `${testUrls.app.replace(/\/cuppa\/$/, '')}/widgets/v1/cuppa.js`;
const NOTE = 'Every cup keeps the tide tables coming. — شكرًا';

/** A page of the creator's blog (another site than the app) with a tip button for them. */
async function blogPage(page: Page, alias: string) {
  await page.goto(`${blog}bare.html`);
  await page.setContent(`<!doctype html><html lang="en"><head>
    <meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title>
    <script type="module" src="${loader}" data-api="${testUrls.api}" data-app="${app.replace(/\/$/, '')}"></script>
    </head><body><h1>Tide tables</h1>
    <cuppa-tip-button id="tip" creator="${alias}"><a href="${app}${alias}">Support me</a></cuppa-tip-button>
    </body></html>`);
}

/** The amounts a tip form offers, in order (waits for the form). */
const expectPresets = (scope: Page | Locator | FrameLocator, amounts: string[]) =>
  expect(scope.getByRole('group', { name: 'Choose an amount' }).getByRole('button')).toHaveText(amounts);

test.describe('a creator’s presets, thank-you note and earnings', cleanConsole, () => {
  test.describe.configure({ timeout: 90_000 });

  test('set in Settings, offered on a blog and in the app, the note on the receipt; earnings say where, and download as CSV', async ({
    page,
    context,
    browser,
  }) => {
    const creator = await newCreator('Presetta', 4);
    await useSession(context, creator);
    await page.goto(`${app}settings/tips`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tips' })).toBeVisible();
    const amount = (n: number) => page.getByLabel(`Amount ${n} in dollars`);
    await expect(amount(1)).toHaveValue('3');
    await expect(amount(2)).toHaveValue('5');
    await expect(amount(3)).toHaveValue('10');
    // Each refusal beside its field, in the contract's words.
    await amount(1).fill('4.5');
    await amount(3).fill('5');
    const note = page.getByLabel('Thank-you note (optional)');
    await note.fill('x'.repeat(281));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(amount(1)).toHaveAccessibleDescription(/Use whole dollars, no cents/);
    await expect(amount(3)).toHaveAccessibleDescription(/Each amount is a different one/);
    await expect(note).toHaveAccessibleDescription(/A thank-you note has at most 280 characters/);
    await expect(amount(1)).toBeFocused();
    await expectNoAxeViolations(page, 'tip settings with errors');
    await amount(1).fill('4');
    await amount(2).fill('8');
    await amount(3).fill('15');
    await note.fill(NOTE);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your tip amounts and note are saved')).toBeVisible();
    await page.reload();
    await expect(amount(3)).toHaveValue('15');
    await expect(note).toHaveValue(NOTE);

    // A reader on the creator's blog (another site): the balance tab offers the creator's amounts.
    const reader = await fundedMember('Reeda', 60);
    const readerContext = await browser.newContext();
    const blogTab = await readerContext.newPage();
    const blogErrors = watchErrors(blogTab);
    await blogPage(blogTab, creator.alias);
    await blogTab.locator('#tip').getByRole('button', { name: 'ready to send your tip' }).click();
    const dialog = blogTab.getByRole('dialog', { name: 'ready to send your tip' });
    const frame = dialog.frameLocator('iframe');
    const popup = await openConnect(frame, readerContext);
    await approveInPopup(popup, '20', { email: reader.email, password: reader.password });
    await expect(frame.getByLabel('Tip amount in dollars')).toBeVisible();
    await expectPresets(frame, ['$4.00', '$8.00', '$15.00']);
    await pressInFrame(frame, '$8.00');
    await expect(frame.getByLabel('Tip amount in dollars')).toHaveValue('8');
    await pressInFrame(frame, 'yes');
    // The receipt: 'Thank you!', the creator's note under it, what was paid; the frame as tall as it.
    await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(frame.getByText(NOTE)).toBeVisible();
    await expect(frame.getByText('A note from Presetta Tester')).toBeVisible();
    await expect(frame.getByText('You sent $8.00 to Presetta Tester')).toBeVisible();
    await frameSettles(frame);
    await expect(frame.getByRole('button', { name: 'Close' })).toBeInViewport();
    expect(blogErrors).toEqual([]);
    await readerContext.close();

    // The same reader in the app: its tip dialog offers the same amounts, and the note follows 'Thank you!'.
    const appContext = await browser.newContext();
    await useSession(appContext, reader);
    const appTab = await appContext.newPage();
    await appTab.goto(`${app}${creator.alias}`);
    await appTab.getByRole('button', { name: 'ready to send your tip' }).click();
    const modal = appTab.getByRole('dialog', { name: 'ready to send your tip' });
    await expectPresets(modal, ['$4.00', '$8.00', '$15.00']);
    await modal.getByRole('button', { name: '$4.00' }).click();
    await modal.getByRole('button', { name: 'yes' }).click();
    await expect(appTab.getByText('Thank you!', { exact: true })).toBeVisible();
    await expect(appTab.getByText(NOTE)).toBeVisible();
    await appContext.close();

    // The creator's earnings: where each was paid, in which coin; the CSV adds up to the page.
    await page.goto(`${app}settings/earnings`);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('in Cuppa');
    await expect(rows.nth(1)).toContainText('Cuppa balance');
    await expect(rows.nth(2)).toContainText(`on ${new URL(site).host}`);
    await expect(page.getByText('$12.00').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^cuppa-earnings-${creator.alias}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"id","date","type","amount","coin","site","from","from_name","message"');
    expect(lines.slice(1).map((line) => line.split('","')[3])).toEqual(['8.00', '4.00']);
    expect(lines[1]).toContain(`"${site}"`);
    await expectNoAxeViolations(page, 'earnings with where');
  });
});

test('the crypto tab’s receipt shows the creator’s thank-you note under Thank you!', cleanConsole, async ({ page }) => {
  const creator = await newCreator('Cryptia', 3);
  await api('PATCH', '/v1/customer/upload/profile', { token: creator.token, json: { thank_you: NOTE } });
  await blogPage(page, creator.alias);
  await page.locator('#tip').getByRole('button', { name: 'ready to send your tip' }).click();
  const dialog = page.getByRole('dialog', { name: 'ready to send your tip' });
  await dialog.getByRole('tab', { name: 'in crypto' }).click();
  const address = await dialog.getByLabel('Solana address').inputValue();
  const intent = page.waitForRequest((request) => request.url().endsWith('/v1/solana/tip-intent'));
  await dialog.getByLabel('Tip amount in dollars').fill('2');
  const { reference } = (await intent).postDataJSON() as { reference: string };
  // The reader's wallet pays the request (the development chain's stand-in for a wallet).
  expect((await api('POST', '/v1/dev/transfer', { json: { reference, address, amount: 2 } })).status).toBe(201);
  const thanks = dialog.getByRole('status').filter({ hasText: 'Thank you!' });
  await expect(thanks).toBeVisible({ timeout: 10_000 });
  await expect(thanks).toContainText(NOTE);
  await expect(thanks).toContainText('A note from Cryptia Tester');
  await expect(thanks.getByRole('button', { name: 'Close' })).toBeInViewport();
});

test.describe('a new creator’s checklist', cleanConsole, () => {
  const checklist = (page: Page) => page.getByRole('region', { name: 'Get started as a creator' });
  const step = (page: Page, name: string) => checklist(page).getByRole('listitem').filter({ hasText: name });

  async function patch(account: Account, json: unknown) {
    const answer = await api('PATCH', '/v1/customer/upload/profile', { token: account.token, json });
    expect(answer.status).toBe(200);
  }

  test('shows to creators only, each step ticked by the data, and goes once the first post is out', async ({
    page,
    context,
    browser,
  }) => {
    const member = await signUp('Fresh', { alias: true });
    await useSession(context, member);
    await page.goto(`${app}home`);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(checklist(page)).toHaveCount(0);

    // A price, set on the creator account page, makes a creator: the list shows there, the price done
    // and the rest linking to where each is done.
    await page.goto(`${app}settings/account`);
    await expect(page.getByLabel('About')).toBeVisible();
    await expect(checklist(page)).toHaveCount(0);
    await page.getByLabel('Subscription amount (US dollars)').fill('3');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(checklist(page)).toBeVisible();
    await expect(checklist(page)).toContainText('1 of 5 done');
    await expect(step(page, 'Set your subscription price')).toContainText('done');
    await expect(step(page, 'Put your widgets on your site').getByRole('link')).toHaveAttribute(
      'href',
      /\/settings\/widgets$/,
    );
    await expectNoAxeViolations(page, 'the checklist');

    // About, written on the same page: ticked once saved.
    await expect(step(page, 'Write a few words about you').getByRole('link')).toHaveAttribute(
      'href',
      /\/settings\/account$/,
    );
    await page.getByLabel('About').fill('Tide tables and slow boats.');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(checklist(page)).toContainText('2 of 5 done');

    // A picture, then the widgets loading on the creator's blog (another site).
    const form = new FormData();
    const png = readFileSync(new URL('../../docs/cuppa-on-a-blog.png', import.meta.url));
    form.set('file', new Blob([png], { type: 'image/png' }), 'me.png');
    form.set('is_public', 'yes');
    const upload = await fetch(`${testUrls.api}/v1/customer/upload-image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.token}` },
      body: form,
    });
    await patch(member, { image: ((await upload.json()) as { url: string }).url });
    const blogContext = await browser.newContext();
    const blogTab = await blogContext.newPage();
    await blogPage(blogTab, member.user.alias ?? '');
    await expect(blogTab.locator('#tip').getByRole('button', { name: 'ready to send your tip' })).toBeVisible();
    await blogContext.close();
    await page.goto(`${app}home`);
    await expect(checklist(page)).toContainText('4 of 5 done');
    await expect(step(page, 'Put your widgets on your site')).toContainText(`Seen on ${new URL(site).host}`);

    // The first post, from the home page's composer: the list goes at once.
    await page.getByLabel('What would you like to share?').fill('Hello, readers of the tides.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(checklist(page)).toHaveCount(0);
    await page.goto(`${app}settings/account`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(checklist(page)).toHaveCount(0);
  });
});

test.describe('in Spanish and Arabic', cleanConsole, () => {
  for (const { lng, title, dir, tips } of [
    { lng: 'es', title: 'Primeros pasos como creador', dir: 'ltr', tips: 'Propinas' },
    { lng: 'ar', title: 'ابدأ كمبدع', dir: 'rtl', tips: 'الإكراميات' },
  ]) {
    test(`${lng}: the checklist and the tip settings are in the reader's language and direction`, async ({
      page,
      context,
    }) => {
      const creator = await newCreator('Lingua', 2);
      await useSession(context, creator);
      await page.goto(`${app}settings/account?lng=${lng}`);
      const list = page.getByRole('region', { name: title });
      await expect(list).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(list.getByRole('listitem')).toHaveCount(5);
      await page.goto(`${app}settings/tips?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: tips })).toBeVisible();
      await page.locator('input[name=preset1]').fill('3');
      await page.locator('form button[type=submit]').click();
      // The repeated amount's error is in the reader's language, beside the field.
      const said = lng === 'es' ? 'Cada importe debe ser distinto' : 'يجب أن يختلف كل مبلغ عن الآخر';
      await expect(page.locator('input[name=preset1]')).toHaveAccessibleDescription(said);
    });
  }
});
