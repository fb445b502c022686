import { expect, test } from '@playwright/test';
import { newCreator, signUp, useSession } from '../support/accounts';
import { testUrls } from '../support/ports';

const app = testUrls.app;

// Issue 24, item 5: every message a reader sees is in their language, even those written before the
// translations load, and those the client itself makes up (a network failure).
test.describe('messages in the reader’s language', () => {
  test('a network failure reads in Spanish and in Arabic, not in English', async ({ page, context }) => {
    // A page the browser renders and fetches for itself (the public pages come with their data).
    await useSession(context, await signUp('Red'));
    await page.route(/\/customer\/transactions/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${app}settings/orders?lng=es`);
    await expect(page.getByRole('alert')).toContainText('Error de red');
    await page.goto(`${app}settings/orders?lng=ar`);
    await expect(page.getByRole('alert')).toContainText('خطأ في الشبكة');
    await expect(page.getByText('Network Error')).toHaveCount(0);
  });

  test('the sign-up alias check and the post composer speak Spanish', async ({ page, context }) => {
    await page.goto(`${app}auth/sign-up?lng=es`);
    await page.getByLabel('Alias (opcional)').fill('ab');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('El alias necesita al menos 3 caracteres')).toBeVisible();

    await useSession(context, await newCreator('Escritora', 2));
    await page.goto(`${app}?lng=es`);
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Escribe algo o añade imágenes')).toBeVisible();
    await expect(page.getByText('Write something or add media')).toHaveCount(0);
  });

  test('the splash and a failed start read in Arabic before the translations load', async ({ page }) => {
    // The app's code never arrives: the splash stays, labelled by index.html's own script (on a page the
    // browser renders; a public page arrives rendered by the server).
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${app}auth/sign-in?lng=ar`);
    await expect(page.locator('#splash')).toHaveAttribute('aria-label', 'جارٍ التحميل…');
    await page.unrouteAll();

    // A deployment whose config the app refuses (an API base that is no address).
    await page.route(`${app}auth/sign-in?lng=es`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/"apiBase":"[^"]*"/, '"apiBase":"no address"');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${app}auth/sign-in?lng=es`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cuppa no puede iniciarse');
  });

  test('sample friend requests and chats in Spanish and Arabic; @alice reads as @alice right to left', async ({
    page,
    context,
  }) => {
    await useSession(context, await signUp('Lectora'));
    await page.goto(`${app}feed/celebration?lng=es`);
    await expect(page.getByText('te envió una solicitud de amistad.').first()).toBeVisible();
    await expect(page.getByText('sent you a friend request.')).toHaveCount(0);
    await page.goto(`${app}messaging?lng=ar`);
    await expect(page.getByText('وصلت المطبوعات، تبدو رائعة!').first()).toBeVisible();
    await expect(page.getByText('The prints arrived, they look great!')).toHaveCount(0);

    await page.goto(`${app}alice?lng=ar`);
    const alias = page.locator('.profile-header bdi');
    await expect(alias).toHaveText('@alice');
    // Isolated, the alias keeps its own (left-to-right) order inside the Arabic line: '@' comes first.
    const boxes = await alias.evaluate((element) => {
      const text = element.textContent ?? '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const xOf = (index: number) => {
        walker.currentNode = element;
        let offset = index;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (offset < length) {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect().x;
          }
          offset -= length;
        }
        return Number.NaN;
      };
      return { at: xOf(text.indexOf('@')), a: xOf(text.indexOf('a')) };
    });
    expect(boxes.at).toBeLessThan(boxes.a);
  });
});
