import { expect, type Page } from '@playwright/test';
import { signIn } from '../support/app';
import { testUrls } from '../support/ports';
import { cleanConsole, test } from '../support/test';

const app = testUrls.app;

/**
 * The social area's routes reached by a query string, with the text their main content must show once
 * the sample call answers; every other route's heading and content are checked by a11y-app.e2e.ts's
 * sweep (routeContent in support/routes.ts), which loads each route once.
 */
const publicPages: [route: string, heading: string | RegExp, content: string | RegExp][] = [
  ['feed/events?type=online', 'Events', 'Design systems for small teams'],
  ['feed/post-videos/details?id=402', 'Live from the rooftop', 'Omar Haddad'],
  ['feed/post-details?id=51', 'Five small habits of creators who get paid', 'More to read'],
];

const signedInPages: [string, string, string][] = [
  ['messaging', 'Messaging', 'The prints arrived, they look great!'],
  ['feed/create-page', 'Create a page', 'Page name'],
];

async function expectPage(page: Page, route: string, heading: string | RegExp, content: string | RegExp) {
  await page.goto(`${app}${route}`);
  await expect(page.getByRole('heading', { level: 1, name: heading }), route).toBeVisible();
  await expect(page.getByText(content).first(), route).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
}

test.describe('social pages on sample data', () => {
  test('every public social route reached by a query string shows its content', cleanConsole, async ({ page }) => {
    for (const [route, heading, content] of publicPages) await expectPage(page, route, heading, content);
  });

  test('every signed-in social route shows its content', cleanConsole, async ({ page }) => {
    await signIn(page, 'member@cuppa.test');
    for (const [route, heading, content] of signedInPages) await expectPage(page, route, heading, content);
  });

  test('marks sample content', async ({ page }) => {
    await page.goto(`${app}feed/groups`);
    await expect(page.getByRole('heading', { level: 1 }).getByText('Sample content')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Coffee & Creators' })).toBeVisible();
  });

  test('an unknown id says so and leads back', async ({ page }) => {
    for (const [route, back] of [
      ['feed/events/999', 'Back to events'],
      ['feed/groups/abc', 'Back to groups'],
      ['feed/videos/details?id=1', 'Back to videos'],
      ['help/details?topic=nope', 'Back to the help center'],
    ]) {
      await page.goto(`${app}${route}`);
      await expect(page.getByText('We could not find this.'), route).toBeVisible();
      await expect(page.getByRole('link', { name: back })).toBeVisible();
    }
  });

  test(
    'celebrations: friends beside them, and friend requests to accept or decline',
    cleanConsole,
    async ({ page }) => {
      await signIn(page, 'member@cuppa.test');
      await page.goto(`${app}feed/celebration`);
      const requests = page.getByRole('region', { name: 'Friend requests' });
      await expect(requests.getByText('sent you a friend request.')).toHaveCount(2);
      const friends = page.getByRole('region', { name: 'Friends' });
      await expect(friends.getByText('Jonas Weber', { exact: true })).toHaveCount(0);
      await expect(friends.getByText('12 mutual friends')).toBeVisible();
      await expect(friends.getByText('Lucía Romero is online')).toBeAttached();

      await page.getByRole('button', { name: 'Accept: Jonas Weber' }).click();
      await expect(page.getByText('You and Jonas Weber are now friends.')).toBeVisible();
      await expect(friends.getByText('Jonas Weber', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Decline: Noah Brown' }).click();
      await expect(page.getByText('You declined Noah Brown’s friend request.')).toBeVisible();
      await expect(page.getByRole('button', { name: /Noah Brown/ })).toHaveCount(0);
      await expect(requests.getByText('No friend requests right now.')).toBeVisible();
    },
  );

  test('messaging: send, see it sent then read, get the reply as a message toast', cleanConsole, async ({ page }) => {
    await signIn(page, 'member@cuppa.test');
    await page.goto(`${app}messaging?chat=2`);
    const thread = page.getByRole('list', { name: 'Messages with Omar Haddad' });
    await expect(thread.getByText('See you at the session on Friday.')).toBeVisible();
    const field = page.getByLabel('Message to Omar Haddad');
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await field.fill('Bringing the cajón!');
    await send.click();
    const mine = thread.getByRole('listitem').filter({ hasText: 'Bringing the cajón!' });
    await expect(mine.getByText('Sent', { exact: true })).toBeAttached();
    await expect(field).toHaveValue('');
    await expect(mine.getByText('Read', { exact: true })).toBeAttached();
    const toast = page.locator('.toast').filter({ hasText: 'Omar Haddad' });
    await expect(toast).toContainText('Sounds good!');
    await expect(thread.getByRole('listitem')).toHaveCount(5);
    await expect(thread.getByRole('listitem').last()).toContainText('Sounds good!');
  });

  test('messaging below 992 px: the chat list is an off-canvas panel', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'member@cuppa.test');
    await page.goto(`${app}messaging`);
    const drawer = page.locator('#chat-drawer');
    await expect(page.getByRole('heading', { name: 'Lucía Romero' })).toBeVisible();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Chats' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: /Grace Kim/ }).click();
    await expect(page).toHaveURL(`${app}messaging?chat=3`);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Grace Kim' })).toBeVisible();
  });

  test('events by category, attend and leave', async ({ page }) => {
    await page.goto(`${app}feed/events`);
    const nav = page.getByRole('navigation', { name: 'Event categories' });
    await nav.getByRole('link', { name: 'Local' }).click();
    await expect(page).toHaveURL(`${app}feed/events?type=local`);
    await expect(nav.getByRole('link', { name: 'Local' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Street food photo walk' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Late-night jam session' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'This week' }).click();
    await page.getByRole('link', { name: 'Creators’ Coffee Summit' }).click();
    await expect(page).toHaveURL(`${app}feed/events/301`);
    const attend = page.getByRole('button', { name: 'Attend: Creators’ Coffee Summit' });
    await expect(page.getByText('248', { exact: true })).toBeVisible();
    await attend.click();
    await expect(page.getByRole('button', { name: 'Going: Creators’ Coffee Summit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('249', { exact: true })).toBeVisible();
  });

  test('groups: join a public one, ask to join a private one, filter joined', async ({ page }) => {
    await page.goto(`${app}feed/groups`);
    await expect(page.getByText('Private group').first()).toBeVisible();
    await page.getByRole('button', { name: 'Join: Home cooks on camera' }).click();
    await expect(page.getByText('You joined Home cooks on camera.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave: Home cooks on camera' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask to join: Type & Colour' })).toBeVisible();
    await page.getByRole('button', { name: 'Joined', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Type & Colour' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Home cooks on camera' })).toBeVisible();
    await page.goto(`${app}feed/groups/2001`);
    await expect(page.getByText('posts a day')).toBeVisible();
    await expect(page.getByText('12', { exact: true })).toBeVisible();
  });

  test('create-page: errors at the fields, a taken name from the simulated call, then success', async ({ page }) => {
    await signIn(page, 'member@cuppa.test');
    await page.goto(`${app}feed/create-page`);
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByLabel('Page name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Page name')).toBeFocused();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await page.getByLabel('Page name').fill('cuppa');
    await page.getByLabel('Category').selectOption('food');
    await page.getByLabel('Website (optional)').fill('not a site');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByText('Enter an address starting with http:// or https://')).toBeVisible();
    await page.getByLabel('Website (optional)').fill('https://slow.coffee');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByText('A page with this name already exists')).toBeVisible();
    await expect(page.getByLabel('Website (optional)')).toHaveValue('https://slow.coffee');
    await page.getByLabel('Page name').fill('Slow Coffee');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(page.getByText('Your page “Slow Coffee” is ready')).toBeVisible();
  });

  test('tokenomics: supply, an accessible allocation chart with its table, the buy link', async ({ page }) => {
    await page.goto(`${app}tokenomics`);
    await expect(page.getByText('1,000,000,000')).toBeVisible();
    await expect(page.getByRole('img', { name: /Allocation chart: Community rewards 40%/ })).toBeVisible();
    const table = page.getByRole('table', { name: 'Allocation' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row', { name: /Creator fund 20% 200,000,000/ })).toBeVisible();
    const buy = page.getByRole('link', { name: /Buy CUPPA/ });
    await expect(buy).toHaveAttribute('href', /^https:\/\//);
    await expect(buy).toHaveAttribute('target', '_blank');
  });

  test('stories open in a viewer; help search filters; videos load only on play', async ({ page }) => {
    await page.goto(`${app}classic`);
    await page.getByRole('button', { name: 'Open Lucía Romero’s story' }).click();
    const viewer = page.getByRole('dialog', { name: 'Story of Lucía Romero' });
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Story of Omar Haddad' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(`${app}help`);
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('withdraw');
    await expect(page.getByRole('link', { name: 'Your wallet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tips' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Your wallet' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Thank you! Glad it helped.')).toBeVisible();

    await page.goto(`${app}feed/videos/details?id=403`);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Play “Harbour lights at dusk”' })).toBeVisible();
  });

  test('the sidebar’s memecoins card says it is coming soon', async ({ page }) => {
    await page.goto(`${app}tokenomics`);
    const card = page.getByRole('complementary', { name: 'Memecoins' });
    await expect(card.getByText('Coming soon')).toBeVisible();
  });
});
