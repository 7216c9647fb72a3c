import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appAndBrowser } from '../support/suite.mjs';
import { assertNoConsoleErrors, readStorage, screenshot, waitForPath } from '../support/browser.mjs';
import { SCREEN_PATHS } from '@bo/shared';

const suite = appAndBrowser();

/** Whether the side navigation is on screen (an overlay off screen is translated to the left). */
async function navbarOnScreen(page) {
  const box = await page.getByTestId('navbar').boundingBox();
  return Boolean(box && box.x + box.width > 1 && box.x > -1);
}

test('the shell at 1440 px: side navigation, header parts, footer', async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page, consoleErrors }) => {
    await suite.signIn(page);
    await page.getByTestId('home-title').waitFor();
    assert.equal(await page.getByTestId('nav-burger').isVisible(), false, 'no burger on a wide screen');
    assert.ok(await navbarOnScreen(page), 'the side navigation is shown');
    const dashboard = page.getByTestId('nav-vertical').getByRole('link', { name: 'Dashboard' });
    assert.equal(await dashboard.getAttribute('data-active'), 'true');
    for (const id of ['search-open', 'shortcuts', 'notifications-bell', 'layout-settings', 'theme-switch', 'user-menu']) {
      assert.ok(await page.getByTestId(id).isVisible(), `${id} is in the header`);
    }
    const footer = (await page.getByTestId('footer').textContent()) ?? '';
    assert.match(footer, new RegExp(`^Back Office v\\d+\\.\\d+\\.\\d+.*${new Date().getFullYear()}$`));
    assert.equal(
      await page.locator('header').evaluate((header) => getComputedStyle(header).backdropFilter.includes('blur')),
      true,
      'the header has a blurred background',
    );

    await page.getByTestId('shortcuts').click();
    const apiDocs = page.getByTestId('shortcut-api-docs');
    assert.equal(await apiDocs.getAttribute('href'), '/api/docs');
    assert.equal(await apiDocs.getAttribute('target'), '_blank');
    await page.keyboard.press('Escape');

    await page.getByTestId('notifications-bell').click();
    await page.getByText('No notifications yet.').waitFor();
    await page.getByTestId('notifications-bell').click();
    await page.getByText('No notifications yet.').waitFor({ state: 'hidden' });
    await page.getByText('Login successful').waitFor({ state: 'hidden' });
    await screenshot(page, 'shell-1440');
    assertNoConsoleErrors(consoleErrors, /favicon/);
  });
});

test('the shell at 390 px: vertical, navigation behind the burger', async () => {
  await suite.withPage({ viewport: { width: 390, height: 844 } }, async ({ page }) => {
    // A horizontal choice does not apply on a phone.
    await page.addInitScript(() => localStorage.setItem('bo.layout.navigation', 'horizontal'));
    await suite.signIn(page);
    await page.getByTestId('home-title').waitFor();
    assert.equal(await page.getByTestId('nav-horizontal').count(), 0);
    assert.equal(await page.getByTestId('layout-settings').count(), 0);
    assert.ok(await page.getByTestId('nav-burger').isVisible());
    assert.equal(await navbarOnScreen(page), false);
    await page.getByText('Login successful').waitFor({ state: 'hidden' });
    await screenshot(page, 'shell-390');
    await page.getByTestId('nav-burger').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="navbar"]')?.getBoundingClientRect().x === 0);
    await page.getByTestId('nav-vertical').getByRole('link', { name: 'Dashboard' }).waitFor({ state: 'visible' });
    await screenshot(page, 'shell-390-navigation-open');
  });
});

test('below 1296 px the side navigation is an overlay opened with the burger', async () => {
  await suite.withPage({ viewport: { width: 1280, height: 800 } }, async ({ page }) => {
    await suite.signIn(page, SCREEN_PATHS.dashboard);
    await page.getByTestId('home-title').waitFor();
    assert.equal(await navbarOnScreen(page), false, 'closed at first');
    await page.getByTestId('nav-burger').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="navbar"]')?.getBoundingClientRect().x === 0);
    await page.getByTestId('nav-vertical').getByRole('link', { name: 'Dashboard' }).click();
    await waitForPath(page, SCREEN_PATHS.home);
    await page.waitForFunction(() => (document.querySelector('[data-testid="navbar"]')?.getBoundingClientRect().right ?? 1) <= 0);

    await page.setViewportSize({ width: 1300, height: 800 });
    await page.waitForFunction(() => document.querySelector('[data-testid="navbar"]')?.getBoundingClientRect().x === 0);
    assert.equal(await page.getByTestId('nav-burger').isVisible(), false);
  });
});

test('the horizontal / vertical choice survives a reload', async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page);
    await page.getByTestId('nav-vertical').waitFor();

    await page.getByTestId('layout-settings').click();
    await page.getByTestId('layout-horizontal').click();
    await page.getByTestId('nav-horizontal').waitFor();
    assert.equal(await navbarOnScreen(page), false);
    assert.equal(await readStorage(page, 'bo.layout.navigation'), 'horizontal');

    await page.reload();
    await page.getByTestId('home-title').waitFor();
    await page.getByTestId('nav-horizontal').waitFor();
    assert.equal(
      await page.getByTestId('nav-horizontal').getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
      'page',
    );
    await screenshot(page, 'shell-1440-horizontal');

    await page.getByTestId('layout-settings').click();
    await page.getByTestId('layout-vertical').click();
    await page.reload();
    await page.getByTestId('home-title').waitFor();
    await page.getByTestId('nav-vertical').getByRole('link', { name: 'Dashboard' }).waitFor({ state: 'visible' });
    assert.equal(await page.getByTestId('nav-horizontal').count(), 0);
    assert.equal(await readStorage(page, 'bo.layout.navigation'), 'vertical');
  });
});

test("Spotlight (Ctrl+K) finds 'Dashboard' and goes there", async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page, SCREEN_PATHS.dashboard);
    await page.getByTestId('home-title').waitFor();
    await page.keyboard.press('Control+k');
    const search = page.getByPlaceholder('Search...');
    await search.waitFor();
    await search.fill('dash');
    const action = page.getByRole('button', { name: /Dashboard/ }).last();
    await action.waitFor();
    await screenshot(page, 'shell-spotlight');
    await action.click();
    await waitForPath(page, SCREEN_PATHS.home);

    await page.getByTestId('search-open').click();
    await search.fill('no such screen');
    await page.getByText('Nothing found').waitFor();
  });
});

test("Spotlight also finds a menu entry's other screens the user may open (routes.tsx menu code and function)", async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page, SCREEN_PATHS.dashboard);
    await page.getByTestId('home-title').waitFor();
    await page.keyboard.press('Control+k');
    const search = page.getByPlaceholder('Search...');
    await search.fill('Manage User: Create');
    const action = page.getByRole('button', { name: /Manage User: Create/ }).last();
    await action.click();
    await waitForPath(page, SCREEN_PATHS.createUser);
  });
});

test('the scroll-to-top button appears after 200 px of scrolling', async () => {
  await suite.withPage({ viewport: { width: 1440, height: 700 } }, async ({ page }) => {
    await suite.signIn(page);
    await page.getByTestId('home-title').waitFor();
    // Make sure the page is long enough to scroll, whatever the home screen shows.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '2000px';
      document.body.append(spacer);
    });
    assert.equal(await page.getByTestId('scroll-to-top').count(), 0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForTimeout(300);
    assert.equal(await page.getByTestId('scroll-to-top').count(), 0, 'not yet at 150 px');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByTestId('scroll-to-top').waitFor({ state: 'visible' });
    await page.getByTestId('scroll-to-top').click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByTestId('scroll-to-top').waitFor({ state: 'detached' });
  });
});

test('the 401 and 500 pages render their texts (en and ms)', async () => {
  await suite.withPage(async ({ context, page }) => {
    await page.goto(SCREEN_PATHS.notAuthorized);
    await page.getByTestId('error-title').waitFor();
    assert.equal((await page.getByTestId('error-title').textContent())?.trim(), 'Not Authorized');
    await page.getByText('You do not have permission to view this page.').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href'), SCREEN_PATHS.home);
    await screenshot(page, 'error-401');

    await page.goto(SCREEN_PATHS.serverError);
    await page.getByTestId('error-title').waitFor();
    assert.equal((await page.getByTestId('error-title').textContent())?.trim(), 'Server Error');

    const { hostname } = new URL(suite.app.baseUrl);
    await context.addCookies([{ name: 'lang', value: 'ms', domain: hostname, path: '/' }]);
    await page.goto(SCREEN_PATHS.notAuthorized);
    await page.getByTestId('error-title').waitFor();
    assert.equal((await page.getByTestId('error-title').textContent())?.trim(), 'Tidak Dibenarkan');
    await page.getByRole('link', { name: 'Kembali ke Laman Utama' }).waitFor();
  });
});

test("a screen that fails to load shows the fatal error screen with 'Back to Home'", async () => {
  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page, SCREEN_PATHS.dashboard);
    await page.getByTestId('home-title').waitFor();
    // The next load of the home screen's code fails (as after a broken deployment).
    await page.route(/\/assets\/HomePage-[^/]*\.js$/, (route) => route.abort());
    await page.reload();
    const title = page.getByTestId('error-title');
    await title.waitFor();
    assert.equal((await title.textContent())?.trim(), 'Oops! Something went wrong.');
    await page.getByText("We are working on it and we'll get it fixed as soon as we can").waitFor();
    assert.equal(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href'), SCREEN_PATHS.home);
    assert.ok(await page.getByTestId('navbar').count(), 'the shell stays around the error');
    await screenshot(page, 'error-fatal');
  });
});
