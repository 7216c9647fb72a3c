import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appAndBrowser } from '../support/suite.mjs';
import { SCREEN_PATHS } from '@bo/shared';

const suite = appAndBrowser();
const HOUR_MS = 60 * 60 * 1000;

/**
 * A deployment replaces latest-build.json on the server; here the browser sees the newer file
 * through a route, and its clock is moved forward instead of waiting an hour.
 */
test('a newer deployed build is noticed by the hourly poll and offered as a reload', async () => {
  await suite.withPage(async ({ page }) => {
    await page.clock.install();
    const current = await (await page.request.get(`${suite.app.baseUrl}/build-meta.json`)).json();
    let deployed = current;
    let polls = 0;
    await page.route('**/latest-build.json', async (route) => {
      polls += 1;
      await route.fulfill({ json: deployed });
    });
    await page.goto(SCREEN_PATHS.login);
    await page.locator('input[name="username"]').waitFor();
    const notice = page.getByText('A new version of the back office is available.');

    // Same build after an hour: polled, nothing offered.
    await page.clock.runFor(HOUR_MS);
    await assert.doesNotReject(() => waitUntil(() => polls >= 1));
    assert.equal(await notice.count(), 0);

    // A newer build deployed: the next poll offers the reload.
    deployed = { ...current, version: `${current.version}-next`, builtAt: new Date(Date.now() + 1000).toISOString() };
    await page.clock.runFor(HOUR_MS);
    await notice.waitFor();
    const reload = page.getByRole('button', { name: 'Reload' });
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    // The reload guard remembers when it reloaded, so a stale cache cannot loop reloads.
    const stamp = await page.evaluate(() => sessionStorage.getItem('bo.lastVersionReload'));
    assert.ok(stamp && Number(stamp) > 0);
  });
});

async function waitUntil(check, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
