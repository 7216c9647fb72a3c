import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appAndBrowser } from '../support/suite.mjs';
import { screenshot } from '../support/browser.mjs';

const suite = appAndBrowser();

test("an unknown path shows 'Page Not Found: {path}'", async () => {
  await suite.withPage(async ({ page }) => {
    const response = await page.goto('/some/path');
    // The server answers an unknown path with 404 too (a known screen path gets 200).
    assert.equal(response?.status(), 404);
    const title = page.getByTestId('error-title');
    await title.waitFor();
    assert.equal((await title.textContent())?.trim(), 'Page Not Found: /some/path');
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await screenshot(page, 'not-found');
    assert.equal((await page.goto('/login'))?.status(), 200);
  });
});

test('the not-found page speaks Bahasa Malaysia when the lang cookie says so', async () => {
  await suite.withPage(async ({ context, page }) => {
    const { hostname } = new URL(suite.app.baseUrl);
    await context.addCookies([{ name: 'lang', value: 'ms', domain: hostname, path: '/' }]);
    await page.goto('/some/path');
    const title = page.getByTestId('error-title');
    await title.waitFor();
    assert.equal((await title.textContent())?.trim(), 'Halaman Tidak Dijumpai: /some/path');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ms');
  });
});
