/**
 * Read your own writes in the web app (docs/api-conventions.md, "Reading your own writes"): after
 * a credit note on the credit adjustments screen, the refetch of the account's figures carries the
 * note's X-Log-Position back as X-Read-After, and its answer already shows the new balance (the
 * credit read side is a projection that follows the log a moment after each commit).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { HEADERS, laterLogPosition, SCREEN_PATHS } from '@bo/shared';
import { apiOf, hasRows } from '../support/api.mjs';
import { waitForPath } from '../support/browser.mjs';
import { agencyFields, organizationRow } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const suffix = randomBytes(3).toString('hex');
const api = apiOf(suite);

test('the refetch after a credit note is sent with its log position and answers the new balance', async () => {
  const token = await api.adminToken();
  const name = `Redang Reef Travel ${suffix}`;
  const id = await api.createOrganization(token, agencyFields(suffix, { organizationName: name }));
  await api.waitInDatabase(
    async (db) =>
      (await hasRows(db, `SELECT 1 FROM credit.balances WHERE organization_id = $1`, [id])) &&
      (await hasRows(db, `SELECT 1 FROM credit.organizations WHERE id = $1`, [id])),
    'the approved organization got no credit account',
  );

  await suite.withPage({ viewport: { width: 1440, height: 900 } }, async ({ page }) => {
    await suite.signIn(page, `${SCREEN_PATHS.topUps}?tab=accounts`);
    const row = organizationRow(page, 'credit-account-table', name);
    await row.getByTestId('row-actions').click();
    await page.getByTestId('row-action-adjust').click();
    await waitForPath(page, SCREEN_PATHS.creditAdjustments);
    await page.getByTestId('figure-balance').waitFor();
    assert.equal(await page.getByTestId('figure-balance').textContent(), 'MYR 0.00');

    // What the browser sent and was answered, in order: the note's answer, then the figures' refetches.
    const seen = [];
    page.on('response', (res) => {
      if (res.url().includes('/AgentOrganizationCredit/creditnote')) seen.push({ note: res });
    });
    page.on('request', (req) => {
      if (req.url().includes('/AgentOrganizationCredit/getavailablecredit')) seen.push({ read: req });
    });

    await page.getByTestId('adjustment-tab-credit-note').click();
    const form = page.getByTestId('adjustment-form-credit-note');
    await form.getByLabel('Amount (MYR)', { exact: false }).fill('250.50');
    await form.getByLabel('Reference', { exact: false }).fill(`CN-${suffix}`);
    await form.getByTestId('form-submit').click();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
    await page.getByTestId('adjustment-result').getByText('Credit balance adjusted successfully.').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="figure-balance"]')?.textContent === 'MYR 250.50');

    const noteAt = seen.findIndex((s) => s.note);
    assert.ok(noteAt >= 0, 'the credit note was sent');
    const position = (await seen[noteAt].note.allHeaders())[HEADERS.logPosition];
    assert.match(position ?? '', /^\d+\.\d+$/);
    const refetch = seen.slice(noteAt + 1).find((s) => s.read)?.read;
    assert.ok(refetch, 'the figures were fetched again after the note');
    const sent = (await refetch.allHeaders())[HEADERS.readAfter];
    assert.equal(laterLogPosition(sent, position), sent, 'sent with the note’s position (or a later one)');
    const answer = await (await refetch.response()).json();
    assert.equal(answer.balance, 25_050);
  });
});
