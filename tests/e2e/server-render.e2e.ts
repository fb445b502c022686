import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api, newCreator, publish } from '../support/accounts';
import { signIn, watchErrors } from '../support/app';
import { testUrls } from '../support/ports';
import { cleanConsole, test } from '../support/test';

const app = testUrls.app;

/** A page as a link preview, a search engine or a phone before its JavaScript sees it. */
async function html(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(`${app}${path}`, { headers: { 'Accept-Language': 'en', ...headers } });
  // React marks the seams between adjacent texts with empty comments; the reader sees none of them.
  return { status: response.status(), text: (await response.text()).replace(/<!-- -->/g, '') };
}

const meta = (text: string, property: string) =>
  text.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1] ?? null;

function jsonLd(text: string): Record<string, any> {
  const json = text.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  expect(json, 'a JSON-LD script').toBeTruthy();
  return JSON.parse(json!);
}

/** Alice's paid post, found as the API lists it (ids differ between databases). */
async function paidPost(): Promise<{ id: number; text: string }> {
  const { body } = await api('GET', '/v1/cuppa/post/list?per_page=50');
  const post = body.posts.find((entry: any) => entry.creator.alias === 'alice' && entry.visibility === 'paid');
  // The seed's text of that post (server/demo/seed.ts), which a visitor must never receive.
  return { id: post.id, text: 'The complete film scans from Kyoto' };
}

/** The app's scripts wait until the returned function is called, as on a slow phone: only the HTML is there. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('server-rendered public pages (HTML without JavaScript)', () => {
  test('/alice holds the creator, their pictures, the preview tags and a ProfilePage', async ({ request }) => {
    const { status, text } = await html(request, 'alice');
    expect(status).toBe(200);
    expect(text).toMatch(/<html lang="en" dir="ltr"/);
    expect(text).toMatch(/<h1[^>]*>[^<]*Alice Rivera/);
    expect(text).toContain('<title>Alice Rivera · Cuppa</title>');
    expect(text).toMatch(/<img[^>]+src="[^"]*avatar-AliceRivera/);
    expect(text).toMatch(/<img[^>]+src="[^"]*cover-alice/);
    // Her public posts are in the page; no splash screen stands in front of them.
    expect(text).toContain('Hello from a rainy train station.');
    expect(text).not.toContain('id="splash"');
    // Her goal is painted with the page (issue 43), its progress bar with the value in words.
    expect(text).toMatch(/role="progressbar"[^>]*aria-label="A new lens for the Porto trip"/);
    expect(text).toMatch(/aria-valuetext="\$[\d,.]+ of \$500\.00, \d+% of the goal"/);
    expect(meta(text, 'og:title')).toBe('Alice Rivera (@alice)');
    expect(meta(text, 'og:url')).toBe(`${app}alice`);
    expect(meta(text, 'og:image')).toMatch(/^http:\/\/.+avatar-AliceRivera/);
    expect(meta(text, 'og:description')).toMatch(/film photography/);
    expect(meta(text, 'twitter:card')).toBe('summary_large_image');
    const ld = jsonLd(text);
    expect(ld['@type']).toBe('ProfilePage');
    expect(ld.mainEntity).toMatchObject({ '@type': 'Person', name: 'Alice Rivera', alternateName: '@alice' });
  });

  test('a paid post is previewed by its author only: its text is nowhere in the page', async ({ request }) => {
    const post = await paidPost();
    const { status, text } = await html(request, `post/${post.id}`);
    expect(status).toBe(200);
    expect(text).not.toContain(post.text);
    expect(text).not.toMatch(/kyoto-\d/);
    expect(meta(text, 'og:title')).toBe('A post by Alice Rivera');
    expect(meta(text, 'og:description')).toBe('A post by Alice Rivera for their supporters on Cuppa.');
    expect(meta(text, 'og:url')).toBe(`${app}post/${post.id}`);
    const ld = jsonLd(text);
    expect(ld).toMatchObject({ '@type': 'SocialMediaPosting', author: { name: 'Alice Rivera' } });
    expect(ld.articleBody).toBeUndefined();
  });

  test('a public post carries its text in the page and in its preview', async ({ request }) => {
    const { body } = await api('GET', '/v1/cuppa/post/list?per_page=50');
    const post = body.posts.find((entry: any) => entry.creator.alias === 'alice' && entry.visibility === 'public');
    const { status, text } = await html(request, `post/${post.id}`);
    expect(status).toBe(200);
    expect(text).toContain(post.text);
    expect(jsonLd(text).articleBody).toBe(post.text);
  });

  test('an unknown alias, post, profile tab or page is a 404 page with a 404 status', async ({ request }) => {
    // 'ali%00ce': an address the API refuses as bad input (U+0000) names no page either.
    for (const path of [
      'nope-nobody-here',
      'post/999999',
      'post/abc',
      'alice/photos',
      'alice/nonsense',
      'a/b/c',
      'ali%00ce',
    ]) {
      const { status, text } = await html(request, path);
      expect(status, path).toBe(404);
      expect(text, path).toContain('Page not found');
    }
  });

  test('the visitor’s language and direction come from Accept-Language and the language cookie', async ({
    request,
  }) => {
    const arabic = await html(request, 'alice', { 'Accept-Language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(arabic.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic.text).toContain('>نبذة<'); // the About tab, in Arabic
    const chosen = await html(request, 'creators', { 'Accept-Language': 'ar', Cookie: 'i18next=es' });
    expect(chosen.text).toMatch(/<html lang="es" dir="ltr"/);
  });

  test('home and creators hold their lists', async ({ request }) => {
    // The newest post is on the feed's first page, whatever the other tests have published before.
    const creator = await newCreator('Rendered', 2);
    const newest = `Fresh from the server, by ${creator.alias}.`;
    await publish(creator, newest);
    for (const path of ['', 'home']) {
      const { status, text } = await html(request, path);
      expect(status, path).toBe(200);
      expect(text, path).toContain(newest);
    }
    const creators = await html(request, 'creators');
    expect(creators.status).toBe(200);
    expect(creators.text).toContain('Carmen');
    expect(creators.text).toContain('<title>Creators · Cuppa</title>');
  });

  test('signed-in pages, settings and frames are still the browser’s to render', async ({ request }) => {
    for (const path of ['settings/account', 'auth/connect', 'embed/tip', 'feed/albums']) {
      const { text } = await html(request, path);
      expect(text, path).toContain('<div id="root"></div>');
    }
  });
});

test.describe('a server-rendered page in the browser', () => {
  test('hydrates without a console error: a tab and the tip button work', cleanConsole, async ({ page }) => {
    // The server's heading, marked before any script runs (an expando property React never sees).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const heading = document.readyState === 'interactive' ? document.querySelector('h1') : null;
        if (heading) Object.assign(heading, { fromServer: true });
      });
    });
    await page.goto(`${app}alice`);
    await expect(page.getByRole('heading', { level: 1, name: /Alice Rivera/ })).toBeVisible();
    await expect(page.locator('.tab-link.active')).toHaveText('Feed');
    // Hydrated, not rendered again: the server's element is the one on screen.
    expect(await page.locator('h1').evaluate((heading) => (heading as { fromServer?: boolean }).fromServer)).toBe(true);
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(`${app}alice/about`);
    // A visitor's tip asks them to sign in first, and brings them back.
    await page.getByRole('button', { name: 'ready to send your tip' }).click();
    await expect(page).toHaveURL(/auth\/sign-in\?redirectTo=/);
  });

  test('names the chunks its routes load, so the browser fetches them with the main bundle', async ({
    page,
    request,
  }) => {
    const { text } = await html(request, 'alice');
    const named = [...text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(named.some((href) => /\/assets\/profile-layout-[\w-]+\.js$/.test(href!))).toBe(true);
    expect(named.some((href) => /\/assets\/profile-feed-page-[\w-]+\.js$/.test(href!))).toBe(true);
    const errors = watchErrors(page);
    await page.goto(`${app}alice`);
    await expect(page.locator('html[data-live]')).toHaveCount(1);
    // Hydrating loaded only what the server named: the loader found each chunk's link in place.
    const linked = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL(link.getAttribute('href')!, location.href).pathname),
    );
    expect(linked.sort()).toEqual(named.map((href) => new URL(href!, app).pathname).sort());
    expect(errors).toEqual([]);
  });

  test('holds its styles, so it paints styled without waiting for the stylesheet', async ({ page, request }) => {
    const { text } = await html(request, 'alice');
    expect(text).toMatch(/<style>[^<]*\.app-frame\{/);
    expect(text).not.toContain('rel="stylesheet"');
    // A browser-rendered page keeps the cached file: its first paint is the splash.
    expect((await html(request, 'settings/account')).text).toMatch(
      /<link rel="stylesheet" crossorigin href="[^"]+\.css">/,
    );
    // With every stylesheet request refused, the page still wears the app's styles.
    await page.route('**/*.css', (route) => route.abort());
    await page.goto(`${app}alice`);
    await expect(page.locator('html[data-live]')).toHaveCount(1);
    // The skip link waits above the page until a keyboard reaches it (no stylesheet: in the flow).
    await expect(page.locator('.skip-link')).toHaveCSS('position', 'absolute');
  });

  test('a press made before the page is live is answered once it is, not lost', cleanConsole, async ({ page }) => {
    const release = await holdScripts(page);
    // Module scripts run before DOMContentLoaded: the page is only committed, its HTML shown.
    await page.goto(`${app}post/1`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect(page.locator('html[data-live]')).toHaveCount(0);
    release();
    // Once live, the held press runs: a visitor's like asks them to sign in first.
    await expect(page).toHaveURL(`${app}auth/sign-in?redirectTo=${encodeURIComponent('/post/1')}`);
  });

  test('a member’s press made before the page is live runs as the member, not as a visitor', async ({ page }) => {
    await signIn(page, 'member@cuppa.test');
    const errors = watchErrors(page);
    const release = await holdScripts(page);
    await page.goto(`${app}carmen`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'ready to send your tip' }).click();
    await expect(page.locator('html[data-live]')).toHaveCount(0);
    release();
    // Hydration first renders the server's view (no session); the held press waits for the member's.
    await expect(page.getByRole('dialog', { name: 'ready to send your tip' })).toBeVisible();
    await expect(page).toHaveURL(`${app}carmen`);
    expect(errors).toEqual([]);
  });

  test('once live, a jump to the end of the feed finds it where it is: no card resizes under the reader', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(app);
    await expect(page.locator('html[data-live]')).toHaveCount(1);
    const last = page.locator('.post-list > .post-card').last();
    await expect(page.locator('.post-list > .post-card')).not.toHaveCount(0);
    // Where the end of the feed sits over the frames after the jump (a tap's target must hold still).
    const tops = await last.evaluate(async (card) => {
      card.scrollIntoView({ block: 'end' });
      const seen: number[] = [];
      for (let frame = 0; frame < 6; frame++) {
        seen.push(Math.round(card.getBoundingClientRect().top));
        await new Promise(requestAnimationFrame);
      }
      return seen;
    });
    expect(new Set(tops).size, `the last card's top over six frames: ${tops.join(', ')}`).toBe(1);
  });

  test('a member’s own state appears after hydration, without a hydration error', async ({ page }) => {
    await signIn(page, 'member@cuppa.test');
    const errors = watchErrors(page);
    await page.goto(`${app}alice`);
    // The sidebar's signed-in entries follow the member's session once the page is live.
    await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
    const open = page.getByRole('button', { name: 'ready to send your tip' });
    await open.click();
    await expect(page.getByRole('dialog', { name: 'ready to send your tip' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
    await page.goto(`${app}post/1`);
    await expect(page.getByRole('heading', { name: 'Post' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(
    'a language only the browser knows is honoured, and then kept for the server',
    cleanConsole,
    async ({ page }) => {
      await page.addInitScript(() => {
        if (localStorage.getItem('i18nextLng') === null) localStorage.setItem('i18nextLng', 'ar');
      });
      await page.goto(`${app}alice`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('link', { name: 'نبذة', exact: true })).toBeVisible();
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('ar');
    },
  );
});
