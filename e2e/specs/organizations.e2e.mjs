/**
 * Issue 5 through the browser, against the real API, worker and a real SMTP server: an agency signs
 * up on the public /sign-up page (linked from the login page) with real files, checked in the
 * browser and then by content on the server; an approver, in a second browser context, sees the
 * application arrive in the Pending queue without reloading, with a notification; approve and
 * reject (a reason is required) from the queue; the applicant is e-mailed each time.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, test } from 'node:test';
import { assertNoConsoleErrors, screenshot, seriousA11yProblems, waitForPath } from '../support/browser.mjs';
import { startMailbox } from '../support/mailbox.mjs';
import {
  choose,
  disguisedPng,
  fillOrganization,
  organizationRow,
  oversizePdf,
  pdfFile,
  pngFile,
  signUpThroughApi,
  textFile,
  toast,
  waitForValue,
} from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';
import { SCREEN_PATHS } from '@bo/shared';

const mailbox = await startMailbox();
const suite = appAndBrowser({ env: { SMTP_URL: mailbox.url, SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' } });
after(() => mailbox.close());

const suffix = randomBytes(3).toString('hex');
const QUEUE = `${SCREEN_PATHS.organizations}?tab=pending`;

const applicant = {
  organizationName: `Nusantara Holidays ${suffix}`,
  registrationNumber: `2019010${suffix} (1312525-A)`,
  email: `ops.${suffix}@nusantara.example.test`,
  contactNumber: '03-78801234',
};
const rejected = {
  organizationName: `Fly By Night Tours ${suffix}`,
  registrationNumber: `2020020${suffix}`,
  email: `hello.${suffix}@flybynight.example.test`,
  contactNumber: '04-2261234',
};

async function signInApprover(page, target) {
  // Wide enough for the docked navigation (it is an overlay below 1296 px).
  await page.setViewportSize({ width: 1440, height: 900 });
  await suite.signIn(page, target);
  // Pushes reach only a connected live channel.
  await page.locator('[data-live-status="connected"]').waitFor();
}

test('sign-up with real files reaches the approver live; the approver reads the documents and approves', async () => {
  await suite.withPage(({ page: approver }) =>
    suite.withPage(async ({ page: visitor, consoleErrors }) => {
      // The approver works the queue in one browser context...
      await signInApprover(approver, QUEUE);
      await approver.getByTestId('pending-table').waitFor();
      await approver.getByTestId('list-empty').waitFor();
      // A marker on the window: still there at the end means the page was never reloaded.
      await approver.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

      // ...while an agency finds the sign-up page from the login page in another.
      await visitor.goto(SCREEN_PATHS.login);
      await visitor.getByTestId('sign-up-link').click();
      await waitForPath(visitor, SCREEN_PATHS.signUp);
      const form = visitor.getByTestId('sign-up-form');
      await form.waitFor();
      const signUps = [];
      visitor.on('request', (request) => {
        if (request.url().endsWith('/bo/General/request-create-organization')) signUps.push(request);
      });

      // Malaysia is the default country, with its 16 states and federal territories.
      await waitForValue(visitor, visitor.getByRole('combobox', { name: 'Country', exact: true }), 'Malaysia');
      await visitor.getByRole('combobox', { name: 'State', exact: true }).click();
      const states = visitor.getByRole('listbox').getByRole('option');
      await states.first().waitFor();
      assert.equal(await states.count(), 16);
      await visitor.keyboard.press('Escape');

      await fillOrganization(visitor, 'sign-up-form', applicant);
      const documents = form.locator('input[type="file"][name="documents"]');

      // Checked in the browser before anything is sent: size, type, terms.
      await documents.setInputFiles([oversizePdf()]);
      await visitor.getByTestId('form-submit').click();
      await form.getByText('The attachment exceeds the 3 MB limit.').waitFor();
      await form.getByText('Please accept the terms and conditions').waitFor();
      await documents.setInputFiles([textFile()]);
      await visitor.getByTestId('form-submit').click();
      await form.getByText('Only PDF, JPEG or PNG files are allowed').waitFor();
      assert.equal(signUps.length, 0, 'nothing was sent while the form was invalid');
      assert.deepEqual(await seriousA11yProblems(visitor, SCREEN_PATHS.signUp), []);

      // A PNG renamed to .pdf passes the browser's checks; the server reads its content and refuses it.
      await form.locator('input[name="termsAccepted"]').check();
      await documents.setInputFiles([disguisedPng()]);
      const refused = visitor.waitForResponse((r) => r.url().endsWith('/bo/General/request-create-organization'));
      await visitor.getByTestId('form-submit').click();
      assert.equal((await refused).status(), 400);
      await form.getByText('The file content does not match its type (application/pdf)').waitFor();
      await screenshot(visitor, 'organizations-01-sign-up-refused');

      // Real files: the application is received.
      await documents.setInputFiles([pdfFile(), pngFile()]);
      const accepted = visitor.waitForResponse((r) => r.url().endsWith('/bo/General/request-create-organization'));
      await visitor.getByTestId('form-submit').click();
      assert.equal((await accepted).status(), 201);
      await visitor
        .getByTestId('sign-up-done')
        .getByText(
          `Your application has been received and is pending approval. We have sent a confirmation to ${applicant.email}.`,
        )
        .waitFor();
      await mailbox.waitFor(applicant.email, /Your application is pending approval/);

      // The approver's queue shows it without a reload, with a notification.
      const row = organizationRow(approver, 'pending-table', applicant.organizationName);
      await row.waitFor();
      await toast(approver, 'New organization application').waitFor();
      await toast(
        approver,
        `${applicant.organizationName} (${applicant.email}) has signed up and is waiting for approval.`,
      ).waitFor();
      assert.equal((await approver.getByTestId('tab-count-pending').textContent())?.trim(), '1');
      assert.equal(await approver.evaluate(() => window.e2eSameDocument), true, 'the queue updated in place');
      assert.equal((await row.locator('td[data-column="documentCount"]').textContent())?.trim(), '2');
      await screenshot(approver, 'organizations-02-queue-live');

      // The documents open inside the app through the authorized download.
      await row.locator('td[data-column="organizationName"] a').click();
      await approver.waitForURL((url) => url.pathname.startsWith(SCREEN_PATHS.organizationProfile.replace(':ID', '')));
      await approver.getByTestId('pending-notice').waitFor();
      await approver.getByTestId('profile-tab-documents').click();
      const documentsTable = approver.getByTestId('document-table');
      await documentsTable.getByText('business-registration.pdf').waitFor();
      const download = approver.waitForResponse((r) => /\/bo\/Organization\/[^/]+\/documents\/[^/]+$/.test(r.url()));
      await approver.getByRole('button', { name: 'Open licence.png' }).click();
      const served = await download;
      assert.equal(served.status(), 200);
      assert.equal(served.request().headers().authorization?.startsWith('Bearer '), true, 'the download carries the token');
      const image = approver.getByTestId('document-image');
      await image.waitFor();
      await approver.waitForFunction(
        () => {
          const img = document.querySelector('[data-testid="document-image"]');
          return img instanceof HTMLImageElement && img.complete && img.naturalWidth === 2;
        },
        null,
        { timeout: 10_000 },
      );
      await approver.keyboard.press('Escape');
      await approver.getByRole('button', { name: 'Open business-registration.pdf' }).click();
      await approver.getByTestId('document-frame').waitFor();
      await screenshot(approver, 'organizations-03-document');
      await approver.keyboard.press('Escape');
      // Without a token the same address is refused.
      const documentPath = new URL(served.url()).pathname;
      assert.equal((await fetch(`${suite.app.baseUrl}${documentPath}`)).status, 401);

      // Approve, after a confirmation.
      await approver.getByTestId('profile-approve').click();
      await approver.getByTestId('confirm-dialog').getByText('Approve organization?').waitFor();
      await approver.getByTestId('confirm-ok').click();
      await toast(approver, 'Organization approved successfully.').waitFor();
      await approver.getByTestId('organization-status').getByText('Approved').waitFor();
      await approver.getByTestId('pending-notice').waitFor({ state: 'detached' });

      // The applicant is told, and its administrator gets a first-time login link.
      await mailbox.waitFor(applicant.email, /Your organization has been approved/);
      await mailbox.waitFor(applicant.email, /\/login\?token=/);
      await approver.reload();
      await approver.getByTestId('profile-tab-users').click();
      await approver
        .getByTestId('organization-user-table')
        .locator('td[data-column="email"]', { hasText: applicant.email })
        .waitFor();
      await approver.getByTestId('profile-tab-history').click();
      const history = approver.getByTestId('history-timeline');
      await history.locator('[data-event="OrganizationApplied"]').waitFor();
      await history.locator('[data-event="OrganizationApproved"]').getByText('Approved').waitFor();

      // The queue is empty again.
      await approver.goto(QUEUE);
      await approver.getByTestId('list-empty').waitFor();
      assertNoConsoleErrors(consoleErrors, /favicon|status of 400/);
    }),
  );
});

test('a rejection needs a reason; the applicant is told why and may apply again', async () => {
  await suite.withPage(async ({ page }) => {
    await signInApprover(page, QUEUE);
    await page.getByTestId('pending-table').waitFor();
    await signUpThroughApi(suite.app.baseUrl, rejected);
    const row = organizationRow(page, 'pending-table', rejected.organizationName);
    await row.waitFor();

    // The reason is required: the shared schema's message, nothing sent.
    await row.getByTestId('row-actions').click();
    await page.getByTestId('row-action-reject').click();
    const dialog = page.getByTestId('reason-dialog');
    await dialog.getByText(`${rejected.organizationName} will be rejected and told why by email.`).waitFor();
    await page.getByTestId('reason-submit').click();
    await dialog.getByText('Please give the reason for rejecting this organization.').waitFor();
    assert.deepEqual(await seriousA11yProblems(page, 'reject dialog'), []);
    const reason = 'The business registration certificate is unreadable; please upload a clear copy.';
    await dialog.locator('textarea[name="reason"]').fill(reason);
    await page.getByTestId('reason-submit').click();
    await toast(page, 'Organization rejected successfully.').waitFor();
    await row.waitFor({ state: 'detached' });

    // The listing keeps it, as rejected, with the reason on its profile and in its history.
    await page.getByTestId('tab-all').click();
    // The listing's own filter bar (the queue's goes with its tab).
    await page.getByTestId('organization-table').waitFor();
    const filters = page.getByTestId('list-filters');
    await filters.locator('input[name="email"]').fill(rejected.email);
    await page.getByTestId('filters-apply').click();
    await page.waitForURL((url) => url.searchParams.get('email') === rejected.email);
    const listed = organizationRow(page, 'organization-table', rejected.organizationName);
    await listed.locator('[data-tone="error"]', { hasText: 'Rejected' }).waitFor();
    await listed.locator('td[data-column="organizationName"] a').click();
    await page.getByTestId('rejected-notice').getByText(reason).waitFor();
    // Rejected organizations are read-only.
    await page.getByTestId('organization-details-form').waitFor();
    assert.equal(await page.getByTestId('form-submit').count(), 0);
    await page.getByTestId('profile-tab-history').click();
    await page
      .getByTestId('history-timeline')
      .locator('[data-event="OrganizationRejected"]')
      .getByText(`Reason: ${reason}`)
      .waitFor();

    const { message } = await mailbox.waitFor(rejected.email, /was not approved/);
    assert.match(message.text, /Reason: The business registration certificate is unreadable/);
    // A rejected applicant may apply again.
    await signUpThroughApi(suite.app.baseUrl, rejected);
    await page.goto(QUEUE);
    await organizationRow(page, 'pending-table', rejected.organizationName).waitFor();
  });
});

test('listing filters, sort and page size are kept in the address; the approve action asks first', async () => {
  await suite.withPage(async ({ page }) => {
    await signInApprover(page, SCREEN_PATHS.home);
    // The server menu links to the listing.
    await page.getByTestId('nav-vertical').getByRole('link', { name: 'Organizations' }).click();
    await waitForPath(page, SCREEN_PATHS.organizations);
    await organizationRow(page, 'organization-table', applicant.organizationName).waitFor();

    await page.getByTestId('sort-organizationName').click();
    await page.waitForURL(
      (url) => url.searchParams.get('sortKey') === 'organizationName' && url.searchParams.get('sortOrder') === 'asc',
    );
    await page.getByTestId('list-page-size').click();
    await page.getByRole('option', { name: '50 per page' }).click();
    await page.waitForURL((url) => url.searchParams.get('pageSize') === '50');
    const filters = page.getByTestId('list-filters');
    await filters.locator('input[name="organizationName"]').fill('nusantara');
    await filters.locator('input[name="contactNumber"]').fill('03-7880');
    await page.getByTestId('filters-apply').click();
    await page.waitForURL((url) => url.searchParams.get('organizationName') === 'nusantara');
    await page.reload();
    await organizationRow(page, 'organization-table', applicant.organizationName).waitFor();
    assert.equal(await page.getByTestId('organization-table').locator('tbody tr').count(), 1);
    assert.equal(await filters.locator('input[name="contactNumber"]').inputValue(), '03-7880');
    await choose(page, 'Status', 'Approved');
    await page.getByTestId('filters-apply').click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'approved');
    await organizationRow(page, 'organization-table', applicant.organizationName).waitFor();
    const problems = await seriousA11yProblems(page, SCREEN_PATHS.organizations);

    // The pending application of the previous test: cancelling the confirmation changes nothing.
    await page.goto(QUEUE);
    const row = organizationRow(page, 'pending-table', rejected.organizationName);
    await row.waitFor();
    problems.push(...(await seriousA11yProblems(page, 'pending queue')));
    await row.getByTestId('row-actions').click();
    await page.getByTestId('row-action-approve').click();
    await page.getByTestId('confirm-dialog').getByText('Approve organization?').waitFor();
    await page.getByTestId('confirm-cancel').click();
    await page.getByText('Approve organization?').waitFor({ state: 'hidden' });
    await row.waitFor();
    assert.deepEqual(problems, []);
  });
});
