/**
 * Issue 6, agent credit through the browser, with an agent and an approver in two browser
 * contexts: the agent requests a top-up with a real slip (checked in the browser first); the
 * approver's pending list shows it without a reload (no page.reload: the test waits on the DOM
 * and checks no navigation happened), opens the slip through its authorized download and approves;
 * the agent's balance and history follow live and the agent is told 'Top up successful'. A
 * rejection with its reason reaches the agent as 'Top Up Error'; undoing the approval (once)
 * takes the balance back, live.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';
import { apiOf, hasRows } from '../support/api.mjs';
import { screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { startMailbox } from '../support/mailbox.mjs';
import { agencyFields, choose, oversizePdf, pdfFile, pngFile, toast, typeDateTime } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';
import { SCREEN_PATHS, screenPath } from '@bo/shared';

const mailbox = await startMailbox();
/** The fields of one CSV line (RFC 4180: quoted fields, doubled quotes). */
function csvFields(line) {
  const fields = [''];
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') fields[fields.length - 1] += line[(i += 1)];
    else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) fields.push('');
    else fields[fields.length - 1] += char;
  }
  return fields;
}

const suite = appAndBrowser({ env: { SMTP_URL: mailbox.url, SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' } });
after(() => mailbox.close());

const TOP_UPS = SCREEN_PATHS.topUps;
const suffix = randomBytes(3).toString('hex');
const organization = {
  organizationName: `Langkawi Getaways ${suffix}`,
  registrationNumber: `2020010${suffix}`,
  email: `agent.${suffix}@langkawi.example.test`,
};
const agent = { username: '', password: 'Agent!2345a', organizationId: '' };

const api = apiOf(suite);
const { call: callApi, signIn: signInApi } = api;

/**
 * An approved organization (staff create it through the API) and its administrator, who can sign
 * in: the user and the MYR credit account are made by reactions to the approval, so the test
 * waits for them; the first-time login link goes out by e-mail, so the password is set in the
 * run's database (as access.e2e.mjs does).
 */
async function approvedOrganizationWithAgent() {
  agent.organizationId = await api.createOrganization(await api.adminToken(), agencyFields(suffix, organization));
  const { default: argon2 } = await import('argon2');
  const hash = await argon2.hash(agent.password, { type: argon2.argon2id });
  await api.waitInDatabase(async (db) => {
    const users = await db.query(`SELECT username FROM identity.users WHERE organization_id = $1`, [agent.organizationId]);
    if (
      users.rowCount !== 1 ||
      !(await hasRows(db, `SELECT 1 FROM credit.balances WHERE organization_id = $1`, [agent.organizationId]))
    )
      return false;
    agent.username = users.rows[0].username;
    await db.query(`UPDATE identity.users SET password_hash = $1, status = 'A' WHERE username = $2`, [hash, agent.username]);
    return true;
  }, 'the approved organization got no administrator or credit account');
}

/** Counts the main frame's navigations after sign-in: a live update must not need one. */
function countNavigations(page) {
  const seen = { count: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.count += 1;
  });
  return seen;
}

const pendingRow = (page, reference) =>
  page
    .getByTestId('top-up-table-PEND')
    .locator('tbody tr', { has: page.locator('td[data-column="bankInReference"]', { hasText: reference }) });

/** Types today (the browser's day, at 00:00, so never in the future) as the bank-in moment. */
async function pickBankInToday(page) {
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await typeDateTime(page, 'Bank-in date and time', today, '00:00');
}

/** Made once, by whichever test runs first (the app starts in the suite's own `before`). */
let setUp;
const agentReady = () => (setUp ??= approvedOrganizationWithAgent());

test('agent requests a top-up; the approver sees it live, opens the slip and approves; the agent sees balance and history change live', async (t) => {
  await agentReady();
  await suite.withPage((approver) =>
    suite.withPage(async (agentContext) => {
      // The approver works the pending list.
      await approver.page.setViewportSize({ width: 1440, height: 900 });
      await suite.signIn(approver.page, TOP_UPS);
      await approver.page.getByTestId('list-empty').waitFor();
      const approverNavigations = countNavigations(approver.page);

      // The agent: its MYR balance (0.00), then the request form.
      const { page } = agentContext;
      await page.setViewportSize({ width: 1440, height: 900 });
      await suite.signIn(page, TOP_UPS, agent);
      const balance = page.getByTestId('balance-MYR');
      await balance.getByTestId('balance-available').getByText('MYR 0.00', { exact: true }).waitFor();
      await page.getByTestId('request-top-up').click();
      await waitForPath(page, SCREEN_PATHS.addTopUp);
      const form = page.getByTestId('top-up-form');
      await form.waitFor();
      const a11y = await seriousA11yProblems(page, 'top-up form');

      // Checked in the browser before anything is sent: the amount's decimals and the slip's size.
      await form.locator('input[name="amount"]').fill('1250.505');
      // Leaving the field checks it (and its message moves the buttons down before the click).
      await form.locator('input[name="amount"]').press('Tab');
      await form.getByText('Please enter at most 2 decimal places').waitFor();
      await form.locator('input[type="file"][name="file"]').setInputFiles([oversizePdf()]);
      await page.getByTestId('form-submit').click();
      await form.getByText('The attachment exceeds the 3 MB limit.').waitFor();
      await form.getByText('Please choose an active bank.').waitFor();

      await form.locator('input[name="amount"]').fill('1,250.50');
      await choose(page, 'Bank', 'Maybank (0000-0000-0001)');
      await form.locator('input[name="bankInReference"]').fill(`MBB-${suffix}-1`);
      await pickBankInToday(page);
      await form.locator('input[type="file"][name="file"]').setInputFiles([pngFile('bank-in-slip.png')]);
      await form.locator('textarea[name="remark"]').fill('Monthly deposit');
      // The approver's list is watched from before the request goes out (its DOM, not a reload).
      const row = pendingRow(approver.page, `MBB-${suffix}-1`);
      const rowSeenAt = row.waitFor().then(() => Date.now());
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/bo/AgentOrganizationCredit/top-up'));
      await page.getByTestId('form-submit').click();
      const response = await sent;
      const answeredAt = Date.now();
      assert.equal(response.status(), 201, await response.text());
      // Integer minor units went over the wire, never a float.
      assert.equal((await response.json()).balance.balance, 0);
      await toast(page, 'Top-up request submitted. It is pending approval.').waitFor();
      await waitForPath(page, TOP_UPS);
      await pendingRow(page, `MBB-${suffix}-1`).getByText('MYR 1,250.50').waitFor();

      // The approver's list shows it without a reload; a notification says what arrived.
      // Reported, not asserted (no timed assertions; bench/credit measures the push latency).
      t.diagnostic(`the approver's pending row appeared ${(await rowSeenAt) - answeredAt} ms after the request was answered`);
      await toast(approver.page, 'New top-up request').waitFor();
      assert.equal(approverNavigations.count, 0, 'the approver page navigated (reloaded)');
      await row.getByText(organization.organizationName).waitFor();
      await approver.page.getByTestId('tab-count-PEND').getByText('1').waitFor();

      // The slip, fetched through its authorized download.
      await row.getByTestId('view-slip').click();
      const viewer = approver.page.getByTestId('slip-viewer');
      await viewer.getByTestId('slip-image').waitFor();
      assert.match((await viewer.getByTestId('slip-image').getAttribute('src')) ?? '', /^blob:/);
      await screenshot(approver.page, 'credit-01-slip');
      await approver.page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });

      // A second agent tab on the history, to see it change live too.
      const historyPage = await agentContext.context.newPage();
      await historyPage.setViewportSize({ width: 1440, height: 900 });
      await historyPage.goto(`${screenPath('creditHistory', agent.organizationId)}?currencyCode=MYR`);
      const history = historyPage.getByTestId('credit-history-table');
      await history.locator('td[data-column="actionCode"]', { hasText: 'Payment entry' }).waitFor();
      const historyNavigations = countNavigations(historyPage);
      const agentNavigations = countNavigations(page);

      // Approve with the row's own button (in view, not in a menu), after a confirmation.
      await row.getByTestId('cell-action-approve').click();
      await approver.page.getByTestId('confirm-dialog').getByText('Approve top-up?').waitFor();
      await approver.page.getByTestId('confirm-ok').click();
      await toast(approver.page, 'Top up successful').waitFor();
      await row.waitFor({ state: 'detached' });

      // The agent, without reloading: told, balance and history updated.
      await toast(page, 'Top up successful').waitFor();
      await balance.getByTestId('balance-available').getByText('MYR 1,250.50', { exact: true }).waitFor();
      assert.equal(await balance.getAttribute('data-available'), '125050');
      const verified = history.locator('tbody tr', {
        has: historyPage.locator('td[data-column="actionCode"]', { hasText: 'Payment verification' }),
      });
      await verified.locator('td[data-column="balanceAfter"]').getByText('MYR 1,250.50').waitFor();
      await verified.locator('td[data-column="amount"]').getByText('MYR +1,250.50').waitFor();
      await historyPage.getByTestId('history-balance').getByText('Available MYR 1,250.50', { exact: false }).waitFor();
      assert.equal(agentNavigations.count, 0, 'the agent page navigated (reloaded)');
      assert.equal(historyNavigations.count, 0, 'the history page navigated (reloaded)');
      await screenshot(historyPage, 'credit-02-history');
      a11y.push(...(await seriousA11yProblems(historyPage, 'credit history')));

      // The server's exports of the same history (CSV and XLSX): the file is the screen, column for
      // column (headers, order) and cell for cell (dates, amounts), the verification row compared.
      const csv = historyPage.waitForEvent('download');
      await historyPage.getByTestId('list-export').click();
      const [csvHeader, ...csvRows] = (await readFile(await (await csv).path(), 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .map(csvFields);
      const screenHeader = await history.locator('thead th').evaluateAll((cells) => cells.map((cell) => cell.textContent.trim()));
      assert.deepEqual(csvHeader, screenHeader.filter(Boolean));
      const screenRow = await verified
        .locator('td[data-column]')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent.trim()));
      assert.ok(
        csvRows.some((fields) => JSON.stringify(fields) === JSON.stringify(screenRow)),
        `no CSV row reads like the screen's ${JSON.stringify(screenRow)}: ${JSON.stringify(csvRows)}`,
      );
      assert.ok(screenRow.includes('MYR +1,250.50'));
      const xlsx = historyPage.waitForEvent('download');
      await historyPage.getByTestId('list-export-xlsx').click();
      assert.match((await xlsx).suggestedFilename(), /\.xlsx$/);

      // The approved tab lists it for both.
      await page.getByTestId('tab-VERIFY').click();
      await page.getByTestId('top-up-table-VERIFY').getByText(`MBB-${suffix}-1`).waitFor();
      await screenshot(page, 'credit-03-agent-approved');
      a11y.push(
        ...(await seriousA11yProblems(page, 'top-ups (agent)')),
        ...(await seriousA11yProblems(approver.page, 'top-ups (approver)')),
      );

      // Staff recording a bank-in for the agency: the form says, in staff's words, whose credit it is.
      await approver.page.getByTestId('tab-accounts').click();
      const account = approver.page
        .getByTestId('credit-account-table')
        .locator('tbody tr', { has: approver.page.getByText(organization.organizationName) });
      await account.getByTestId('row-actions').click();
      await approver.page.getByTestId('row-action-top-up').click();
      await waitForPath(approver.page, SCREEN_PATHS.addTopUp);
      const forWhom = approver.page.getByTestId('top-up-organization');
      await forWhom.getByText(`This top-up is for ${organization.organizationName} (`, { exact: false }).waitFor();
      await approver.page.getByText('Record a bank-in an organization made', { exact: false }).waitFor();
      assert.equal(await approver.page.getByText('Tell us about your bank-in', { exact: false }).count(), 0);
      await screenshot(approver.page, 'credit-04-staff-top-up-form');
      a11y.push(...(await seriousA11yProblems(approver.page, 'top-up form (staff)')));
      assert.deepEqual(a11y, []);
    }),
  );
});

test('a rejected top-up reaches the agent live as Top Up Error, with the reason', async () => {
  await agentReady();
  await suite.withPage((approver) =>
    suite.withPage(async (agentContext) => {
      await suite.signIn(approver.page, TOP_UPS);
      await approver.page.getByTestId('top-up-table-PEND').waitFor();
      const { page } = agentContext;
      await suite.signIn(page, TOP_UPS, agent);
      await page.getByTestId('balance-MYR').getByTestId('balance-available').getByText('MYR 1,250.50', { exact: true }).waitFor();

      // This one goes straight through the API (multipart, a PDF slip), as another client would send it.
      const token = await signInApi(agent.username, agent.password);
      const banks = await callApi('GET', 'bo/Bank/getBankList?getActiveOnly=true', { token });
      const form = new FormData();
      const fields = {
        currencyCode: 'MYR',
        amount: '9900',
        paymentType: 'BNK',
        paymentMethod: 'BANK_TRANSFER',
        bankId: banks[0].id,
        bankInReference: `CIMB-${suffix}-2`,
        bankInDateTime: new Date(Date.now() - 3600_000).toISOString(),
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const slip = pdfFile('slip-2.pdf');
      form.append('file', new Blob([slip.buffer], { type: slip.mimeType }), slip.name);
      await callApi('POST', 'bo/AgentOrganizationCredit/top-up', { token, form });

      const row = pendingRow(approver.page, `CIMB-${suffix}-2`);
      await row.getByText('MYR 99.00').waitFor();
      await row.getByTestId('row-actions').click();
      await approver.page.getByTestId('row-action-reject').click();
      const dialog = approver.page.getByTestId('reason-dialog');
      await dialog.getByTestId('reason-submit').click();
      await dialog.getByText('Please give the reason for rejecting this top-up.').waitFor();
      await dialog.locator('textarea[name="reason"]').fill('Slip does not match the amount');
      await dialog.getByTestId('reason-submit').click();
      await toast(approver.page, 'Top-up rejected.').waitFor();
      await row.waitFor({ state: 'detached' });

      await toast(page, 'Top Up Error').waitFor();
      await toast(page, 'Slip does not match the amount').waitFor();
      // Nothing was posted.
      assert.equal(await page.getByTestId('balance-MYR').getAttribute('data-available'), '125050');
      await page.getByTestId('tab-REJECT').click();
      const rejected = page.getByTestId('top-up-table-REJECT');
      await rejected.getByText(`CIMB-${suffix}-2`).waitFor();
      await rejected.getByText('Slip does not match the amount').waitFor();
      await screenshot(page, 'credit-04-agent-rejected');

      // The approval of the first one is undone (once, with a reason): the agent's balance follows live.
      await approver.page.getByTestId('tab-VERIFY').click();
      const approved = approver.page
        .getByTestId('top-up-table-VERIFY')
        .locator('tbody tr', { has: approver.page.locator('td[data-column="bankInReference"]', { hasText: `MBB-${suffix}-1` }) });
      await approved.getByTestId('row-actions').click();
      await approver.page.getByTestId('row-action-undo').click();
      await dialog.getByText('Undo approved top-up?').waitFor();
      await dialog.locator('textarea[name="reason"]').fill('Bank reversed the deposit');
      await dialog.getByTestId('reason-submit').click();
      await toast(approver.page, 'Approved payment undone.').waitFor();
      await approved.getByTestId('status-note').getByText('Undone').waitFor();
      await approved.getByTestId('row-actions').click();
      assert.equal(await approver.page.getByTestId('row-action-undo').count(), 0, 'an approval can be undone only once');
      await approver.page.keyboard.press('Escape');
      await page.getByTestId('balance-MYR').getByTestId('balance-available').getByText('MYR 0.00', { exact: true }).waitFor();
    }),
  );
});
