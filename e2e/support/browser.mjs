/** Debian's chromium driven by playwright-core (never a downloaded browser). */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ARTIFACTS } from './app.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });
}

/** A fresh context (no cookies, no storage) and page, English UI, desktop viewport. */
export async function newPage(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB', viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { context, page, consoleErrors };
}

/** Asserts that the page logged no console error (nor an uncaught one) but those matching `ignored`. */
export function assertNoConsoleErrors(consoleErrors, ignored) {
  assert.deepEqual(
    consoleErrors.filter((text) => !ignored.test(text)),
    [],
  );
}

export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase()}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Resolves once the page's path is `pathname`. */
export function waitForPath(page, pathname) {
  return page.waitForURL((url) => url.pathname === pathname);
}

/** Whether the element is wholly inside a viewport `width` px wide (a phone's row actions in reach). */
export async function inView(locator, width) {
  const box = await locator.boundingBox();
  return Boolean(box && box.x >= 0 && box.x + box.width <= width + 0.5);
}

export function readStorage(page, key) {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/**
 * axe's serious and critical WCAG A/AA findings on the page, and a control whose accessible name
 * does not hold its visible text (label-content-name-mismatch), one line each, prefixed by `where`.
 * `within` (a selector) limits the check to part of the page, e.g. a dialog.
 */
export async function seriousA11yProblems(page, where, within) {
  // Axe judges colours as painted: let dialogs and toasts finish fading in or out first. A
  // spinner (a submit button waiting on a confirmation) repeats for ever: not waited for.
  // A toast that starts to fade while axe reads the page (its auto-close) is judged half painted:
  // a scan during which anything started moving is done again once it has settled.
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  let violations = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    await page.evaluate(() => {
      window.__a11yMoved = false;
      const moved = () => (window.__a11yMoved = true);
      for (const type of ['transitionstart', 'animationstart']) document.addEventListener(type, moved, { capture: true });
      window.__a11yStopWatching = () => {
        for (const type of ['transitionstart', 'animationstart']) document.removeEventListener(type, moved, { capture: true });
      };
    });
    // label-content-name-mismatch (WCAG 2.1 A, 2.5.3: a control's name holds the text it shows)
    // is an experimental rule of axe, off unless named: named here.
    const builder = new AxeBuilder({ page }).options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    ({ violations } = await (within ? builder.include(within) : builder).analyze());
    const moved = await page.evaluate(() => {
      window.__a11yStopWatching();
      return window.__a11yMoved;
    });
    if (!moved) break;
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
