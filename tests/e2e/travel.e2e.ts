import { expect, type Page } from '@playwright/test';
import { signIn } from '../support/app';
import { testUrls } from '../support/ports';
import { cleanConsole, test } from '../support/test';

const app = testUrls.app;

/** A real (1x1) PNG: the server checks the bytes, not the name. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Unique per run, so a test re-run against the same stack still finds its own service. */
const title = `Harbour view flat ${Date.now().toString(36)}`;

async function serviceCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
}

test.describe('travel', () => {
  test('a host creates a stay, edits its price, and finds it in the public lists', cleanConsole, async ({ page }) => {
    // One long journey through eight pages: room for a busy shared machine.
    test.setTimeout(60_000);
    await signIn(page, 'host@cuppa.test');

    await page.goto(`${app}settings/travulum/create`);
    await expect(page.getByRole('heading', { level: 1, name: 'New travel service' })).toBeVisible();
    // Empty: every rule speaks at its field, and the first field takes focus.
    await page.getByRole('button', { name: 'Post the service' }).click();
    await expect(page.getByLabel('Type')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Type')).toBeFocused();
    await expect(page.getByText('Enter a title')).toBeVisible();
    await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a price')).toBeVisible();

    await page.getByLabel('Type').selectOption('stay');
    await page.getByLabel('City').selectOption({ label: 'Kyoto, Japan' });
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Two rooms over the canal.\nBikes included.');
    await page.getByLabel('Price in dollars').fill('0.5');
    await page.getByLabel('Add pictures').setInputFiles({ name: 'flat.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await page.getByLabel('Add pictures').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText('notes.txt is not a PNG or JPEG picture')).toBeVisible();
    await page.getByRole('button', { name: 'Post the service' }).click();
    await expect(page.getByText('The price is at least $1')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await page.getByLabel('Price in dollars').fill('80');
    await page.getByRole('button', { name: 'Post the service' }).click();

    await expect(page).toHaveURL(`${app}settings/travulum/list`);
    await expect(page.getByText('The service is posted.')).toBeVisible();
    await page.getByLabel('Type').selectOption('stay');
    await expect(page).toHaveURL(/type=stay/);
    const row = await serviceCard(page, title);
    await expect(row).toContainText('$80.00');
    await row.getByRole('link', { name: `Edit ${title}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Edit travel service' })).toBeVisible();
    await expect(page.getByLabel('Price in dollars')).toHaveValue('80');
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await page.getByLabel('Price in dollars').fill('92.5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();
    await expect(await serviceCard(page, title)).toContainText('$92.50');

    // Public: the stays of Kyoto, then every type of Kyoto, then the detail.
    await page.goto(`${app}travel`);
    await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();
    await page.getByRole('link', { name: 'Kyoto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All services in Kyoto' })).toBeVisible();
    await expect(await serviceCard(page, title)).toContainText('$92.50');
    await expect(await serviceCard(page, 'Fushimi Inari at dawn')).toBeVisible();
    await page.getByRole('navigation', { name: 'Service types' }).getByRole('link', { name: 'Stays' }).click();
    await expect(page).toHaveURL(`${app}travel/stay?city=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stays in Kyoto' })).toBeVisible();
    await expect(await serviceCard(page, title)).toContainText('Stay');
    await expect(page.getByRole('link', { name: 'Fushimi Inari at dawn' })).toHaveCount(0);
    await page.getByLabel('City').selectOption({ label: 'Lisbon' });
    await expect(page.getByRole('heading', { level: 1, name: 'Stays in Lisbon' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    await page.goto(`${app}travel/stay?city=2`);
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('$92.50')).toBeVisible();
    await expect(page.getByText('Bikes included.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hugo Host' })).toBeVisible();
  });

  test('an admin sees every host’s services, all types merged', cleanConsole, async ({ page }) => {
    await signIn(page, 'admin@cuppa.test');
    await page.goto(`${app}settings/travulum/list`);
    await expect(page.getByText('As an admin you see every host’s services.')).toBeVisible();
    await expect(page.getByText(/\d+ services? found/)).toBeVisible();
    for (const name of ['Alfama walking tour', 'Airport to Baixa', 'Riverside loft']) {
      await expect(await serviceCard(page, name)).toContainText('Host: Hugo Host');
    }
    await page.getByLabel('City').selectOption({ label: 'Reykjavik' });
    await expect(page.getByText('1 service found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Northern lights hunt', exact: true })).toBeVisible();
  });

  test('a member is told why the management pages are closed', cleanConsole, async ({ page }) => {
    await signIn(page, 'member@cuppa.test');
    for (const route of ['list', 'create', 'edit/1', 'post/list']) {
      await page.goto(`${app}settings/travulum/${route}`);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Only hosts and admins can manage travel services' }),
        route,
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /Post the service|Save changes/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Browse travel services' }).click();
    await expect(page).toHaveURL(`${app}travel`);
  });

  test('shows not-found for an unknown type and service', async ({ page }) => {
    await page.goto(`${app}travel/cruise`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(`${app}travel/service/99999`);
    await expect(page.getByRole('alert')).toContainText('No such service');
  });
});
