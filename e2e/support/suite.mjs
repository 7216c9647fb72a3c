/**
 * One spec file = one app (fresh database) and one browser: `const suite = appAndBrowser();`
 * registers the before/after hooks; tests open pages with `suite.page()`. `options` go to
 * startApp (e.g. `{ env: { SMTP_URL } }`).
 */
import { after, before } from 'node:test';
import { startApp } from './app.mjs';
import { launchBrowser, newPage } from './browser.mjs';

export function appAndBrowser(options = {}) {
  const suite = {
    app: undefined,
    browser: undefined,
    /** A new browser context and page on the app (close `context` when done). */
    page: () => newPage(suite.browser, suite.app.baseUrl),
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
