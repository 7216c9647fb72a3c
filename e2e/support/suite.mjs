/**
 * One spec file = one app (fresh database) and one browser: `const suite = appAndBrowser();`
 * registers the before/after hooks; tests open pages with `suite.page()` and sign in with
 * `suite.signIn(page, target)`, or run on one with `suite.withPage({ failure, viewport }, use)`. `options` go to startApp (e.g. `{ env: { SMTP_URL } }`).
 */
import { after, before } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { startApp } from './app.mjs';
import { launchBrowser, newPage, screenshot, waitForPath } from './browser.mjs';
import { LoginPage } from './login.page.mjs';

export function appAndBrowser(options = {}) {
  const suite = {
    app: undefined,
    browser: undefined,
    /** A new browser context and page on the app (close `context` when done). */
    page: () => newPage(suite.browser, suite.app.baseUrl),
    /**
     * Runs `use({ context, page, consoleErrors })` on a new page sized to `viewport` (when given)
     * and closes its context after; if `use` fails and `failure` names one, a screenshot of that
     * name is taken first. Answers what `use` answers. The options may be left out: `withPage(use)`.
     */
    withPage: async (options, use) => {
      if (typeof options === 'function') [options, use] = [{}, options];
      const { failure, viewport } = options;
      const opened = await suite.page();
      try {
        if (viewport) await opened.page.setViewportSize(viewport);
        return await use(opened);
      } catch (error) {
        if (failure) await screenshot(opened.page, failure);
        throw error;
      } finally {
        await opened.context.close();
      }
    },
    /**
     * Signs in through /login?redirect=`target` as `user` (the seeded administrator unless given)
     * and resolves once the app shows `target`'s path.
     */
    signIn: async (page, target = SCREEN_PATHS.home, user = suite.app.admin) => {
      const login = new LoginPage(page);
      await login.goto(target);
      await login.signIn(user.username, user.password);
      await waitForPath(page, target.split('?')[0]);
    },
  };
  before(async () => {
    suite.app = await startApp(options);
    suite.browser = await launchBrowser();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
  });
  return suite;
}
