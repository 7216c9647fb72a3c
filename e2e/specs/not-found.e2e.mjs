import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startApp } from '../support/app.mjs';
import { launchBrowser, newPage, screenshot } from '../support/browser.mjs';

let app;
let browser;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

test("an unknown path shows 'Page Not Found: {path}'", async () => {
  const { context, page } = await newPage(browser, app.baseUrl);
  try {
    await page.goto('/some/path');
    const title = page.getByTestId('error-title');
    await title.waitFor();
    assert.equal((await title.textContent())?.trim(), 'Page Not Found: /some/path');
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await screenshot(page, 'not-found');
  } finally {
    await context.close();
  }
});

test('the not-found page speaks Bahasa Malaysia when the lang cookie says so', async () => {
  const { context, page } = await newPage(browser, app.baseUrl);
  try {
    const { hostname } = new URL(app.baseUrl);
    await context.addCookies([{ name: 'lang', value: 'ms', domain: hostname, path: '/' }]);
    await page.goto('/some/path');
    const title = page.getByTestId('error-title');
    await title.waitFor();
    assert.equal((await title.textContent())?.trim(), 'Halaman Tidak Dijumpai: /some/path');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ms');
  } finally {
    await context.close();
  }
});
