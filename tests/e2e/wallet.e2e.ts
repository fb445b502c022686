import { randomBytes } from 'node:crypto';
import { expect, type Locator } from '@playwright/test';
import { encodeBase58 } from '../../src/core/contract/solana-address';
import { api, depositOnChain, fundedMember, signUp, useSession } from '../support/accounts';
import { watchErrors } from '../support/app';
import { testUrls } from '../support/ports';
import { readQr } from '../support/read-qr';
import { cleanConsole, test } from '../support/test';

const app = testUrls.app;

/** Errors a test provokes on purpose (a taken alias, a wrong password) are logged by the browser too. */
const unexpected = (errors: string[], statuses: number[]) =>
  errors.filter(
    (error) =>
      !statuses.some((status) =>
        error.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );

/**
 * Presses 'Send' once the confirm dialog has moved in: a press during its 300 ms entrance was once lost
 * on a loaded CI machine (the dialog stayed open, its 'Send' enabled), as a press on a moving target can be.
 */
async function sendOnceIn(dialog: Locator) {
  await expect(dialog).toHaveCSS('transform', 'none');
  await dialog.getByRole('button', { name: 'Send' }).click();
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('settings and wallet', () => {
  test.describe.configure({ timeout: 120_000 });

  test('edits the creator profile: errors at the fields, a taken alias, then saved everywhere', async ({ page }) => {
    const errors = watchErrors(page);
    const user = await signUp('Paula');
    await useSession(page.context(), user);
    await page.goto(`${app}settings/account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Creator account' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Paula');

    await page.getByLabel('First name').fill('');
    await page.getByLabel('Alias').fill('ab');
    await page.getByLabel('Subscription amount (US dollars)').fill('0.5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('The alias needs at least 3 characters')).toBeVisible();
    await expect(page.getByText('A subscription is at least $1, or $0 for none')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();

    // The server's conflict lands at the alias field, and nothing typed is lost.
    await page.getByLabel('First name').fill('Paulina');
    await page.getByLabel('Alias').fill('alice');
    await page.getByLabel('About').fill('Letters about coffee.');
    await page.getByLabel('Subscription amount (US dollars)').fill('7.5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByLabel('Alias')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This alias is taken')).toBeVisible();
    await expect(page.getByLabel('Alias')).toBeFocused();
    await expect(page.getByLabel('About')).toHaveValue('Letters about coffee.');
    await expect(page.getByLabel('First name')).toHaveValue('Paulina');

    const alias = `paulina${Date.now() % 100000}`;
    await page.getByLabel('Alias').fill(alias);
    await page.getByLabel('Private profile').check();
    await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.locator('.image-preview-avatar img')).toHaveAttribute('src', /\/api\/uploads\/[a-f0-9]+\.png$/);
    await page.getByLabel('Cover photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: png });
    await expect(page.getByText('Only .png, .jpg and .jpeg images are accepted')).toBeVisible();
    const save = page.getByRole('button', { name: 'Save changes' });
    await save.click();
    await expect(page.getByText('Your profile is saved')).toBeVisible();

    // The session's user, the sidebar's profile link, a reload and the public lookup all see it.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cuppa.session') ?? 'null'));
    expect(stored.user).toMatchObject({
      alias,
      first_name: 'Paulina',
      subscription_amount: 7.5,
      private_profile: true,
    });
    await expect(page.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', `/cuppa/${alias}`);
    await page.reload();
    await expect(page.getByLabel('Alias')).toHaveValue(alias);
    await expect(page.getByLabel('About')).toHaveValue('Letters about coffee.');
    await expect(page.getByLabel('Subscription amount (US dollars)')).toHaveValue('7.5');
    await expect(page.getByLabel('Private profile')).toBeChecked();
    const lookup = await api('GET', `/v1/customer/creator/${alias.toUpperCase()}`);
    expect(lookup.body.user).toMatchObject({
      alias,
      first_name: 'Paulina',
      about: 'Letters about coffee.',
      subscription_amount: 7.5,
      image: expect.stringMatching(/\/api\/uploads\/[a-f0-9]+\.png$/),
    });
    await page.getByRole('link', { name: 'View your profile' }).click();
    await expect(page).toHaveURL(`${app}${alias}`);
    expect(unexpected(errors, [409])).toEqual([]);
  });

  test('edits the member account and keeps the email read-only', cleanConsole, async ({ page }) => {
    const user = await signUp('Marco');
    await useSession(page.context(), user);
    await page.goto(`${app}settings/account-member`);
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByLabel('Subscription amount (US dollars)')).toHaveCount(0);
    await page.getByLabel('Last name').fill('Polo');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile is saved')).toBeVisible();
    expect((await api('GET', '/v1/customer/me', { token: user.token })).body.user.last_name).toBe('Polo');
  });

  test(
    'withdraws: a bad address, too large or small an amount, then a good one, its fee quoted, confirmed and pending',
    cleanConsole,
    async ({ page }) => {
      const user = await fundedMember('Wendy', 25);
      await useSession(page.context(), user);
      await page.goto(`${app}settings/withdraw`);
      await expect(page.getByText('Available: $25.00')).toBeVisible();
      const submit = page.getByRole('button', { name: 'Withdraw', exact: true });

      await submit.click();
      await expect(page.getByText('Enter an amount', { exact: true })).toBeVisible();
      await expect(page.getByText('Enter a Solana address')).toBeVisible();

      await page.getByLabel('Amount (US dollars)').fill('10');
      await page.getByLabel('Solana address').fill('0xNotASolanaAddress');
      await submit.click();
      await expect(page.getByText('This is not a valid Solana address')).toBeVisible();
      await expect(page.getByLabel('Solana address')).toBeFocused();

      const address = encodeBase58(randomBytes(32));
      await page.getByLabel('Solana address').fill(address);
      await page.getByLabel('Amount (US dollars)').fill('30');
      await submit.click();
      await expect(page.getByText('You can withdraw at most your balance, $25.00')).toBeVisible();
      await page.getByLabel('Amount (US dollars)').fill('10.555');
      await submit.click();
      await expect(page.getByText('Use at most 2 decimals')).toBeVisible();
      await expect(page.getByText('At least $5.00, up to 2 decimals.')).toBeVisible();
      await page.getByLabel('Amount (US dollars)').fill('1');
      await submit.click();
      await expect(page.getByText('The minimum withdrawal is $5.00')).toBeVisible();

      await page.getByLabel('Amount (US dollars)').fill('10.50');
      await submit.click();
      const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal' });
      await expect(dialog).toBeVisible();
      // The quote: the network fee (the dev chain opens an account the first time it pays an address), the
      // token, and what arrives.
      await expect(dialog.getByText('Network fee')).toBeVisible();
      await expect(dialog.getByText('−$0.26')).toBeVisible();
      await expect(dialog.getByText('10.24 USDC')).toBeVisible();
      await expect(dialog.getByText('It is sent in USDC, on Solana, to this address:')).toBeVisible();
      await expect(dialog.getByText(address)).toBeVisible();
      await dialog.getByRole('button', { name: 'cancel' }).click();
      await expect(dialog).toBeHidden();
      expect((await api('GET', '/v1/customer/me', { token: user.token })).body.user.points).toBe(25);

      await submit.click();
      await sendOnceIn(dialog);
      const made = page.getByRole('region', { name: 'Withdrawal requested' });
      await expect(made).toBeVisible();
      await expect(made.getByText('−$10.50')).toBeVisible();
      await expect(made.getByText(address)).toBeVisible();
      await expect(made.getByText('USDC', { exact: true })).toBeVisible();
      // The dev chain settles it a moment later; the page watches it until it does.
      await expect(made.getByText('Your withdrawal is complete.')).toBeVisible();
      await expect(made.getByRole('link', { name: /Open transaction .* in the Solana explorer/ })).toHaveAttribute(
        'href',
        /^https:\/\/explorer\.solana\.com\/tx\//,
      );
      await expect(page.getByText('Available: $14.50')).toBeVisible();
      await expect(page.getByLabel('Amount (US dollars)')).toHaveValue('');
      expect((await api('GET', '/v1/customer/me', { token: user.token })).body.user.points).toBe(14.5);

      // The dev chain refuses the system program's address: the page shows the failure and the refund.
      await page.getByLabel('Amount (US dollars)').fill('5');
      await page.getByLabel('Solana address').fill('1'.repeat(32));
      await submit.click();
      await sendOnceIn(dialog);
      await expect(made.getByText('−$5.00')).toBeVisible();
      await expect(
        made.getByText('The chain refused this withdrawal; the amount is back in your wallet.'),
      ).toBeVisible();
      await expect(made.getByText('Failed')).toBeVisible();
      await expect(page.getByText('Available: $14.50')).toBeVisible();
    },
  );

  test('recharges: the deposit address with its QR code, copy, a deposit credited by itself, its hash once', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app).origin });
    const user = await signUp('Rita');
    await useSession(page.context(), user);
    const hash = await depositOnChain(user, 12.5);
    await page.goto(`${app}settings/recharge-wallet`);
    await expect(page.getByLabel('Solana deposit address')).toHaveValue(user.user.input_solana_address);
    await expect(page.getByRole('img', { name: 'QR code of your deposit address' })).toBeVisible();
    // The deposit asks no amount: the member's wallet sends what they choose.
    expect(await readQr(page.getByRole('img', { name: 'QR code of your deposit address' }))).toEqual({
      text: `solana:${user.user.input_solana_address}`,
      level: 'L',
    });
    await expect(page.getByLabel('Solana deposit address')).toHaveAttribute('dir', 'ltr');
    // It asks for USDC, the token readers' tips and the watch count: never 'Send Solana'.
    await expect(page.getByText(/^Send USDC on Solana to this address/)).toBeVisible();
    await expect(page.getByText(/Send Solana/)).toHaveCount(0);
    // The deposit is credited by itself (the chain is watched), and the page sees it arrive.
    const balances = page.getByRole('region', { name: 'Balances' });
    const walletBalance = balances.getByRole('definition').first();
    const waiting = balances.getByRole('definition').nth(1);
    await expect(walletBalance).toHaveText('$12.50', { timeout: 15_000 });
    await expect(waiting).toHaveText('$0.00');

    await page.getByRole('button', { name: 'Copy the deposit address' }).click();
    await expect(page.getByText('link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.user.input_solana_address);

    const field = page.getByLabel('Transaction hash');
    const check = page.getByRole('button', { name: 'Check and credit' });
    await field.fill('0OIl');
    await check.click();
    await expect(page.getByText('A transaction hash uses base58 characters only')).toBeVisible();
    await field.fill(encodeBase58(randomBytes(64)));
    await check.click();
    await expect(page.getByText('No transaction with this hash was found on the chain')).toBeVisible();

    // Its hash, pasted as the watch was a member's only way before, credits nothing more.
    await field.fill(hash);
    await check.click();
    await expect(page.getByText('This transaction was already credited to your wallet')).toBeVisible();
    await expect(walletBalance).toHaveText('$12.50');
    expect((await api('GET', '/v1/customer/me', { token: user.token })).body.user.points).toBe(12.5);
    expect(unexpected(errors, [404])).toEqual([]);
  });

  test(
    'pages through transactions, opens one, and pages through earnings with their split',
    cleanConsole,
    async ({ page }) => {
      const creator = await signUp('Cleo');
      expect(
        (await api('PATCH', '/v1/customer/upload/profile', { token: creator.token, json: { subscription_amount: 2 } }))
          .status,
      ).toBe(200);
      const fan = await fundedMember('Fabio', 30);
      for (let i = 0; i < 10; i += 1) {
        const tipped = await api('POST', '/v1/customer/subscriber/coffee', {
          token: fan.token,
          key: `wallet-e2e-${fan.user.id}-${i}`,
          json: { creator_id: creator.user.id, tip: 1, coin: 'solana' },
        });
        expect(tipped.status).toBe(201);
      }
      const subscribed = await api('POST', '/v1/customer/subscriber/subscribe', {
        token: fan.token,
        key: `wallet-e2e-sub-${fan.user.id}`,
        json: { creator_id: creator.user.id, coin: 'solana' },
      });
      expect(subscribed.status).toBe(201);

      await useSession(page.context(), fan);
      await page.goto(`${app}settings/orders`);
      const list = page.getByRole('region', { name: 'All transactions' });
      await expect(list.getByText('12 transactions')).toBeVisible();
      await expect(list.locator('tbody tr')).toHaveCount(10);
      await expect(list.locator('tbody tr').first()).toContainText('Subscription');
      await list.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(`${app}settings/orders?page=2`);
      await expect(list.locator('tbody tr')).toHaveCount(2);
      await expect(list.getByText('Page 2 of 2')).toBeVisible();
      const recharge = list.locator('tbody tr').filter({ hasText: 'Recharge' });
      await expect(recharge).toContainText('+$30.00');
      await recharge.getByRole('link', { name: /Details of transaction/ }).click();
      const detail = page.getByRole('region', { name: /Transaction #\d+/ });
      await expect(detail.getByText('Completed')).toBeVisible();
      await expect(detail.getByRole('link', { name: /Open transaction .* in the Solana explorer/ })).toHaveAttribute(
        'href',
        /^https:\/\/explorer\.solana\.com\/tx\/[1-9A-HJ-NP-Za-km-z]+$/,
      );
      await expect(detail.getByRole('link', { name: /Open address .* in the Solana explorer/ })).toHaveAttribute(
        'href',
        `https://explorer.solana.com/address/${fan.user.input_solana_address}`,
      );
      await detail.getByRole('link', { name: 'Back to transactions' }).click();
      await expect(page).toHaveURL(`${app}settings/orders?page=2`);
      await list.getByRole('button', { name: 'Previous' }).click();
      await expect(page).toHaveURL(`${app}settings/orders`);
      await expect(list.locator('tbody tr')).toHaveCount(10);
      await page.goBack();
      await expect(page).toHaveURL(`${app}settings/orders?page=2`);
      await expect(list.locator('tbody tr')).toHaveCount(2);

      await page.context().clearCookies();
      await useSession(page.context(), creator);
      await page.goto(`${app}settings/earnings`);
      const sum = page.getByRole('region', { name: 'Earned in total' });
      await expect(sum.getByText('$12.00', { exact: true })).toBeVisible();
      await expect(sum.getByRole('definition').nth(0)).toHaveText('$10.00');
      await expect(sum.getByRole('definition').nth(1)).toHaveText('$2.00');
      await expect(sum.getByRole('definition').nth(2)).toHaveText('$0.00');
      const earnings = page.getByRole('region', { name: 'Earnings' });
      await expect(earnings.getByText('11 payments')).toBeVisible();
      await expect(earnings.locator('tbody tr')).toHaveCount(10);
      await earnings.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(`${app}settings/earnings?page=2`);
      await expect(earnings.locator('tbody tr')).toHaveCount(1);
      await expect(earnings.locator('tbody tr')).toContainText('Fabio Tester');
      await expect(earnings.locator('tbody tr')).toContainText('+$1.00');
    },
  );

  test(
    'shows the empty transactions of a new account, and its earnings page says how to become a creator',
    cleanConsole,
    async ({ page }) => {
      await useSession(page.context(), await signUp('Nadia'));
      await page.goto(`${app}settings/orders`);
      await expect(page.getByText('No transactions yet.')).toBeVisible();
      // Issue 24: a member (no creator) has nothing to earn yet; an empty table would say nothing useful.
      await page.goto(`${app}settings/earnings`);
      await expect(page.getByRole('region', { name: 'Earn as a creator' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Earned in total' })).toHaveCount(0);
    },
  );

  test('saves notification, communication, messaging and privacy switches', cleanConsole, async ({ page }) => {
    const user = await signUp('Sofia');
    await useSession(page.context(), user);
    const cases = [
      ['notification', 'Likes', false],
      ['communication', 'Product news', true],
      ['messaging', 'Anyone', true],
      ['privacy', 'Appear in search', false],
    ] as const;
    for (const [group, label, next] of cases) {
      await page.goto(`${app}settings/${group}`);
      const box = page.getByLabel(label, { exact: true });
      await expect(box).toBeChecked({ checked: !next });
      await box.setChecked(next);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Your settings are saved')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(label, { exact: true })).toBeChecked({ checked: next });
    }
    const settings = (await api('GET', '/v1/customer/settings', { token: user.token })).body.settings;
    expect(settings).toMatchObject({
      notification: { likes: false },
      communication: { product_news: true },
      messaging: { anyone: true },
      privacy: { searchable: false },
    });
  });

  test('closes the account after the password and a confirmation, then signs out', async ({ page }) => {
    const errors = watchErrors(page);
    const user = await signUp('Cora');
    await useSession(page.context(), user);
    await page.goto(`${app}settings/close-account`);
    const submit = page.getByRole('button', { name: 'Close my account' });
    await submit.click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByLabel('Your password').fill('wrong-password-1');
    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await dialog.getByRole('button', { name: 'Close account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The password is wrong')).toBeVisible();
    await expect(page.getByLabel('Your password')).toHaveValue('wrong-password-1');

    await page.getByLabel('Your password').fill(user.password);
    await submit.click();
    await dialog.getByRole('button', { name: 'Close account' }).click();
    // First: the notification lasts 2 s (SPEC.md), and a loaded machine can take that long for the rest.
    await expect(page.getByText('Your account is closed')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${app.replace(/\//g, '\\/')}?$`));
    await expect(page.getByRole('link', { name: 'My profile' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cuppa.session'))).toBeNull();
    expect((await page.context().cookies()).filter((cookie) => cookie.name === 'cuppa_session')).toEqual([]);
    expect((await api('GET', '/v1/customer/me', { token: user.token })).status).toBe(401);
    expect(unexpected(errors, [400])).toEqual([]);
  });
});
