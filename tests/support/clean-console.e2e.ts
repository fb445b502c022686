import { cleanConsole, test } from './test';

const logsAnError = '<script>console.error("the widget failed")</script><p>A post</p>';
const throwsAnError = '<script>setTimeout(() => { throw new Error("uncaught") })</script><p>A post</p>';

/** The tag bites: a tagged journey whose page logs an error or throws fails; an untagged one does not. */
test.describe('the cleanConsole tag', () => {
  test('fails a tagged test whose page logs a console error', cleanConsole, async ({ page }) => {
    test.fail();
    await page.setContent(logsAnError);
  });

  test('fails a tagged test whose page throws an uncaught exception', cleanConsole, async ({ page }) => {
    test.fail();
    await page.setContent(throwsAnError);
    await page.waitForTimeout(50);
  });

  test.describe('given to a describe', cleanConsole, () => {
    test('fails its tests too', async ({ page }) => {
      test.fail();
      await page.setContent(logsAnError);
    });
  });

  test('leaves an untagged test alone', async ({ page }) => {
    await page.setContent(logsAnError);
  });
});
