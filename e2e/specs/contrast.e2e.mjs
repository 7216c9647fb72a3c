/**
 * Issue 15.18: the colour-contrast findings of axe, in the light and the dark scheme: the file
 * input's placeholder (sign-up), links in running text (login, sign-up) and on a tinted notice
 * (add top-up without an organization), and the red count badge of a status tab (organization
 * list with an application waiting). axe cannot judge a one-digit badge ("too short"), so its
 * contrast is also computed here.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { signUpThroughApi } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();

/** WCAG contrast ratio of an element's text colour on its own background colour (both opaque). */
function contrastOf(locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const channels = (css) =>
      css
        .match(/[\d.]+/g)
        .slice(0, 3)
        .map(Number);
    const luminance = (rgb) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [luminance(channels(style.color)), luminance(channels(style.backgroundColor))].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

for (const scheme of ['light', 'dark']) {
  test(`no serious axe finding on the screens of issue 15.18 (${scheme})`, async () => {
    const suffix = randomBytes(3).toString('hex');
    await signUpThroughApi(suite.app.baseUrl, {
      organizationName: `Contrast Travel ${scheme} ${suffix}`,
      registrationNumber: `2021${suffix}${scheme.length}`,
      email: `contrast.${scheme}.${suffix}@example.test`,
      contactNumber: '03-22334455',
    });
    await suite.withPage(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('mantine-color-scheme-value', value), scheme);
      const problems = [];
      const login = new LoginPage(page);
      await login.goto();
      assert.equal(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), scheme);
      problems.push(...(await seriousA11yProblems(page, `${SCREEN_PATHS.login} (${scheme})`)));

      await page.getByTestId('sign-up-link').click();
      await waitForPath(page, SCREEN_PATHS.signUp);
      // The documents field is a file input whose placeholder is text on the page.
      await page.getByText('Choose files', { exact: true }).waitFor();
      problems.push(...(await seriousA11yProblems(page, `${SCREEN_PATHS.signUp} (${scheme})`)));
      await screenshot(page, `contrast-sign-up-${scheme}`);

      await login.goto(SCREEN_PATHS.addTopUp);
      await login.signIn(suite.app.admin.username, suite.app.admin.password);
      await waitForPath(page, SCREEN_PATHS.addTopUp);
      await page.getByTestId('choose-organization').waitFor();
      problems.push(...(await seriousA11yProblems(page, `${SCREEN_PATHS.addTopUp} (${scheme})`)));
      await screenshot(page, `contrast-add-top-up-${scheme}`);

      await page.goto(SCREEN_PATHS.organizations);
      const badge = page.getByTestId('tab-count-pending');
      await badge.waitFor();
      problems.push(...(await seriousA11yProblems(page, `${SCREEN_PATHS.organizations} (${scheme})`)));
      const ratio = await contrastOf(badge);
      assert.ok(ratio >= 4.5, `the pending count badge has a contrast of ${ratio.toFixed(2)}:1 (${scheme}); AA needs 4.5:1`);
      await screenshot(page, `contrast-organizations-${scheme}`);

      assert.deepEqual(problems, []);
    });
  });
}
