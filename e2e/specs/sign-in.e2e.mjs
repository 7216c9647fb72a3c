import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appAndBrowser } from '../support/suite.mjs';
import { assertNoConsoleErrors, readStorage, screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { SCREEN_PATHS } from '@bo/shared';

const suite = appAndBrowser();

test('an unauthenticated visit to / goes to /login and comes back after signing in as admin', async () => {
  await suite.withPage(async ({ page, consoleErrors }) => {
    await page.goto(SCREEN_PATHS.home);
    await waitForPath(page, SCREEN_PATHS.login);
    assert.equal(new URL(page.url()).searchParams.get('redirect'), SCREEN_PATHS.home);
    await screenshot(page, 'sign-in-01-login');

    const login = new LoginPage(page);
    await login.signIn(suite.app.admin.username, suite.app.admin.password);

    await waitForPath(page, SCREEN_PATHS.home);
    await page.getByText('Login successful').waitFor();
    await page.getByTestId('home-title').waitFor();
    assert.equal(await page.getByTestId('user-username').textContent(), suite.app.admin.username);
    await page.getByTestId('health-database').waitFor();
    assert.equal(await page.getByTestId('health-database').getAttribute('data-status'), 'up');
    assert.ok(await readStorage(page, 'accessToken'), 'the access token is stored');
    await screenshot(page, 'sign-in-02-home');
    assertNoConsoleErrors(consoleErrors, /favicon/);
  });
});

test('a deep link survives the detour through /login', async () => {
  await suite.withPage(async ({ page }) => {
    await page.goto(`${SCREEN_PATHS.dashboard}?tab=health`);
    await waitForPath(page, SCREEN_PATHS.login);
    assert.equal(new URL(page.url()).searchParams.get('redirect'), `${SCREEN_PATHS.dashboard}?tab=health`);
    await new LoginPage(page).signIn(suite.app.admin.username, suite.app.admin.password);
    await waitForPath(page, SCREEN_PATHS.dashboard);
    assert.equal(new URL(page.url()).search, '?tab=health');
    await page.getByTestId('home-title').waitFor();
  });
});

test('a wrong password shows the message the server answered', async () => {
  await suite.withPage(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/bo/General/sign-in'));
    await login.signIn(suite.app.admin.username, 'definitely-not-the-password');
    const response = await answer;
    assert.ok(response.status() >= 400 && response.status() < 500, `sign-in answered ${response.status()}`);
    const body = await response.json();
    assert.ok(body.code && body.message, 'the API error has { code, message }');

    await login.error.waitFor();
    assert.equal((await login.error.textContent())?.trim(), body.message);
    assert.equal(new URL(page.url()).pathname, SCREEN_PATHS.login);
    assert.equal(await readStorage(page, 'accessToken'), null);
    await screenshot(page, 'sign-in-03-wrong-password');
  });
});

test('empty fields are refused by the shared schema before any call', async () => {
  await suite.withPage(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/sign-in')) called = true;
    });
    await login.submit.click();
    await page.getByText('Required field').first().waitFor();
    assert.equal(await page.getByText('Required field').count(), 2);
    assert.equal(called, false);
  });
});

test('signing out returns to /login and the token is gone', async () => {
  await suite.withPage(async ({ context, page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(suite.app.admin.username, suite.app.admin.password);
    await waitForPath(page, SCREEN_PATHS.home);
    await page.getByTestId('home-title').waitFor();
    const token = await readStorage(page, 'accessToken');
    assert.ok(token);

    const signOutCall = page.waitForResponse((r) => r.url().endsWith('/api/v1/bo/General/sign-out'));
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    const response = await signOutCall;
    assert.equal(response.status(), 200);
    const sent = response.request().headers();
    assert.equal(sent['authorization'], `Bearer ${token}`);
    assert.equal(sent['x-page-path'], 'logout', 'X-Page-Path: the page path, segments joined by hyphens');
    const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
    assert.ok(xsrf, 'the server set the XSRF-TOKEN cookie');
    assert.equal(sent['x-xsrf-token'], xsrf.value);

    await waitForPath(page, SCREEN_PATHS.login);
    assert.equal(await readStorage(page, 'accessToken'), null);
    assert.equal(await readStorage(page, 'userInfo'), null);
    await screenshot(page, 'sign-in-04-signed-out');

    // The old token no longer opens the app, and the server refuses it.
    await page.goto(SCREEN_PATHS.home);
    await waitForPath(page, SCREEN_PATHS.login);
    const again = await page.request.get('/api/v1/bo/General/sign-out', { headers: { authorization: `Bearer ${token}` } });
    assert.equal(again.status(), 401);
  });
});

test('the login and home screens have no serious accessibility problems', async () => {
  await suite.withPage(async ({ page }) => {
    const serious = (where) => seriousA11yProblems(page, where);
    const login = new LoginPage(page);
    await login.goto();
    const problems = await serious(SCREEN_PATHS.login);
    await login.signIn(suite.app.admin.username, suite.app.admin.password);
    await waitForPath(page, SCREEN_PATHS.home);
    await page.getByTestId('health-database').waitFor();
    problems.push(...(await serious(SCREEN_PATHS.home)));
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.reload();
    await page.getByTestId('health-database').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), 'dark');
    problems.push(...(await serious('/ (dark)')));
    await screenshot(page, 'sign-in-05-home-dark');
    assert.deepEqual(problems, []);
  });
});

test('a token revoked elsewhere sends the user back to /login, then back to the page', async () => {
  await suite.withPage(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto(SCREEN_PATHS.dashboard);
    await login.signIn(suite.app.admin.username, suite.app.admin.password);
    await waitForPath(page, SCREEN_PATHS.dashboard);
    await page.locator('[data-live-status="connected"]').waitFor();
    const token = await readStorage(page, 'accessToken');

    // Revoke the token behind the page's back (as signing out in another browser would).
    const revoked = await page.request.get('/api/v1/bo/General/sign-out', { headers: { authorization: `Bearer ${token}` } });
    assert.equal(revoked.status(), 200);

    await page.reload();
    await waitForPath(page, SCREEN_PATHS.login);
    assert.equal(new URL(page.url()).searchParams.get('redirect'), SCREEN_PATHS.dashboard);
    await login.error.waitFor();
    assert.equal(await readStorage(page, 'accessToken'), null);
    await screenshot(page, 'sign-in-06-session-ended');

    await login.signIn(suite.app.admin.username, suite.app.admin.password);
    await waitForPath(page, SCREEN_PATHS.dashboard);
  });
});
