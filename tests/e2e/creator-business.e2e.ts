import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { api, fundedMember, newCreator, useSession } from '../support/accounts';
import { watchErrors } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { testUrls } from '../support/ports';

/**
 * Issue 43 in the app: a creator sets a goal in settings and it shows on their profile; registers a
 * webhook endpoint (any address in development), sees its secret once, sends a test event that reaches
 * the endpoint signed, and reads it in the delivery log.
 */
const app = testUrls.app;

test.describe('a creator’s goal and webhooks in the app', () => {
  test('the goal set in settings shows on the profile; a subscriber there chooses to be named on the wall', async ({
    page,
    context,
    browser,
  }) => {
    const errors = watchErrors(page);
    const creator = await newCreator('Goalie', 5);
    await useSession(context, creator);
    await page.goto(`${app}settings/goal`);
    await expect(page.getByRole('heading', { level: 1, name: 'Goal' })).toBeVisible();
    await expect(page.getByText('You have no goal yet.')).toBeVisible();
    await page.getByLabel('What it is for').fill('A quieter microphone');
    await page.getByLabel('Target in dollars').fill('250');
    await page.getByRole('button', { name: 'Save goal' }).click();
    await expect(page.getByText('Your goal is saved')).toBeVisible();
    await expectNoAxeViolations(page, 'goal settings');

    await page.goto(`${app}${creator.alias}`);
    await expect(page.getByRole('progressbar', { name: 'A quieter microphone' })).toHaveAttribute(
      'aria-valuetext',
      '$0.00 of $250.00, 0% of the goal',
    );
    expect(errors).toEqual([]);

    // A reader subscribes from the profile: showing their name on the wall is off until they tick it.
    const reader = await fundedMember('Wren', 20);
    const readerContext = await browser.newContext();
    await useSession(readerContext, reader);
    const readerPage = await readerContext.newPage();
    await readerPage.goto(`${app}${creator.alias}`);
    await readerPage.getByRole('button', { name: /Subscribe for/ }).click();
    const dialog = readerPage.getByRole('dialog', { name: 'confirm subscription' });
    const choice = dialog.getByRole('checkbox', { name: /supporters wall/ });
    await expect(choice).not.toBeChecked();
    await choice.check();
    await dialog.getByRole('button', { name: 'accept' }).click();
    await expect(readerPage.getByRole('progressbar', { name: 'A quieter microphone' })).toHaveAttribute(
      'aria-valuetext',
      '$5.00 of $250.00, 2% of the goal',
    );
    const wall = await api<{ supporters: { name: string | null }[] }>(
      'GET',
      `/v1/customer/creator/${creator.alias}/supporters`,
    );
    expect(wall.body.supporters.map((supporter) => supporter.name)).toEqual(['Wren']);
    await readerContext.close();
  });

  test('an endpoint: its secret once, a test event delivered signed, the delivery log', async ({ page, context }) => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cuppa`;
    try {
      const creator = await newCreator('Hooked', 5);
      await useSession(context, creator);
      await page.goto(`${app}settings/webhooks`);
      await expect(page.getByText('No endpoints yet.')).toBeVisible();
      await page.getByLabel('Endpoint URL').fill(endpoint);
      await page.getByRole('button', { name: 'Add endpoint' }).click();

      const secret = page.getByRole('region', { name: 'Your signing secret' });
      await expect(secret.getByRole('heading', { name: 'Your signing secret' })).toBeFocused();
      await expect(secret.locator('.webhook-secret-value')).toHaveText(/\S{16,}/);
      await expectNoAxeViolations(page, 'webhooks, the secret shown');
      await secret.getByRole('button', { name: 'I have copied it' }).click();
      await expect(secret).toHaveCount(0);
      const card = page.getByRole('listitem').filter({ hasText: endpoint });
      await expect(card).toBeVisible();
      // Shown once: a reload lists the endpoint without its secret.
      await page.reload();
      await expect(card).toBeVisible();
      await expect(page.locator('.webhook-secret-value')).toHaveCount(0);

      await card.getByRole('button', { name: 'Send a test event' }).click();
      await expect(page.getByText('A test event is on its way')).toBeVisible();
      await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
      expect(received[0]?.headers['cuppa-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      await expect(async () => {
        await card.getByRole('button', { name: 'Refresh' }).click();
        await expect(card.getByRole('cell', { name: 'Delivered' })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expectNoAxeViolations(page, 'webhooks, the delivery log');
    } finally {
      receiver.close();
    }
  });
});
