/**
 * Issue 5, the organization profile through the browser: staff create an organization (approved at
 * once), then on its profile add and change product rate codes, replace a supporting document
 * (checked in the browser like at sign-up, then by the server), update its details, and reset
 * its secret key, which is shown once, can be copied, and is gone when the dialog closes.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, test } from 'node:test';
import { assertNoConsoleErrors, screenshot, waitForPath } from '../support/browser.mjs';
import { startMailbox } from '../support/mailbox.mjs';
import { choose, fillOrganization, oversizePdf, pdfFile, pngFile, toast } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';
import { SCREEN_PATHS } from '@bo/shared';

const mailbox = await startMailbox();
const suite = appAndBrowser({ env: { SMTP_URL: mailbox.url, SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' } });
after(() => mailbox.close());

const suffix = randomBytes(3).toString('hex');
const organization = {
  organizationName: `Borneo Trails ${suffix}`,
  registrationNumber: `2018030${suffix}`,
  email: `admin.${suffix}@borneotrails.example.test`,
  contactNumber: '088-223344',
  typeLabel: 'Tour Operator',
  state: 'Sabah',
  city: 'Kota Kinabalu',
  postcode: '88000',
};

/** Where the created organization's profile is (set by the first test). */
let profilePath = '';

/** Picks `file` in the file chooser that clicking `button` opens. */
async function pickFile(page, button, file) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

test('staff create an organization with a document; it is approved at once and its administrator is e-mailed', async () => {
  await suite.withPage(async ({ page, consoleErrors }) => {
    await suite.signIn(page, SCREEN_PATHS.organizations);
    await page.getByTestId('create-organization').click();
    await waitForPath(page, SCREEN_PATHS.createOrganization);
    await fillOrganization(page, 'create-organization-form', organization);
    await page.getByTestId('create-organization-form').locator('input[type="file"][name="documents"]').setInputFiles([pdfFile()]);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/bo/Organization/create'));
    await page.getByTestId('form-submit').click();
    assert.equal((await created).status(), 201);
    await toast(
      page,
      `Organization created successfully. A first-time login link will be sent to ${organization.email}.`,
    ).waitFor();
    await page.waitForURL((url) => url.pathname.startsWith(SCREEN_PATHS.organizationProfile.replace(':ID', '')));
    profilePath = new URL(page.url()).pathname;
    await page.getByTestId('page-title').getByText(organization.organizationName).waitFor();
    await page.getByTestId('organization-status').getByText('Approved').waitFor();
    await mailbox.waitFor(organization.email, /\/login\?token=/);

    // Details: the saved values, editable; a change is saved and shown after a reload.
    const details = page.getByTestId('organization-details-form');
    assert.equal(await details.locator('input[name="city"]').inputValue(), organization.city);
    assert.equal(await page.getByRole('combobox', { name: 'State', exact: true }).inputValue(), 'Sabah');
    await details.locator('input[name="addressLine2"]').fill('Block B, Level 3');
    await page.getByTestId('form-submit').click();
    await toast(page, 'Organization updated successfully.').waitFor();
    await screenshot(page, 'organization-profile-00-details');
    await page.reload();
    await details.waitFor();
    assert.equal(await details.locator('input[name="addressLine2"]').inputValue(), 'Block B, Level 3');
    assertNoConsoleErrors(consoleErrors, /favicon/);
  });
});

test('product rate codes: add one, a duplicate is refused at its field, change it', async () => {
  await suite.withPage(async ({ page }) => {
    await suite.signIn(page, `${profilePath}?tab=rateCodes`);
    await page.getByTestId('rate-codes-empty').waitFor();
    await page.getByTestId('rate-code-add').click();
    const form = page.getByTestId('rate-code-form');
    await choose(page, 'Product', 'Hotel');
    await form.locator('input[name="rateCode"]').fill('htl-std');
    await form.locator('input[name="description"]').fill('Standard hotel rate');
    await form.getByTestId('form-submit').click();
    await toast(page, 'Product rate code created successfully.').waitFor();
    const table = page.getByTestId('rate-code-table');
    // Codes are kept in capitals.
    await table.locator('td[data-column="rateCode"]', { hasText: 'HTL-STD' }).waitFor();

    await page.getByTestId('rate-code-add').click();
    await choose(page, 'Product', 'Hotel');
    await form.locator('input[name="rateCode"]').fill('HTL-STD');
    await form.getByTestId('form-submit').click();
    await form.getByText('This rate code already exists for this product.').waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit rate code HTL-STD' }).click();
    assert.equal(await form.locator('input[name="description"]').inputValue(), 'Standard hotel rate');
    await form.locator('input[name="description"]').fill('Standard hotel rate, breakfast included');
    await form.getByTestId('form-submit').click();
    await toast(page, 'Product rate code updated successfully.').waitFor();
    await table.getByText('Standard hotel rate, breakfast included').waitFor();
    assert.equal(await table.locator('tbody tr').count(), 1);
    await screenshot(page, 'organization-profile-01-rate-codes');
  });
});

test('a supporting document is replaced after the same checks as at sign-up', async () => {
  await suite.withPage(async ({ page }) => {
    await suite.signIn(page, `${profilePath}?tab=documents`);
    const table = page.getByTestId('document-table');
    await table.locator('td[data-column="fileName"]', { hasText: 'business-registration.pdf' }).waitFor();
    const replace = page.getByRole('button', { name: 'Replace business-registration.pdf' });

    // Too big: refused in the browser, nothing sent.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/bo/Organization/updateOrganizationSupportingDocument')) sent += 1;
    });
    await pickFile(page, replace, oversizePdf());
    await page.getByTestId('documents-error').getByText('The attachment exceeds the 3 MB limit.').waitFor();
    assert.equal(sent, 0);

    const replaced = page.waitForResponse((r) => r.url().endsWith('/bo/Organization/updateOrganizationSupportingDocument'));
    await pickFile(page, replace, pngFile('business-registration-2025.png'));
    assert.equal((await replaced).status(), 200);
    await toast(page, 'Supporting document updated successfully.').waitFor();
    await table.locator('td[data-column="fileName"]', { hasText: 'business-registration-2025.png' }).waitFor();
    await table.locator('td[data-column="fileName"]', { hasText: 'business-registration.pdf' }).waitFor({ state: 'detached' });
    assert.equal(await table.locator('tbody tr').count(), 1);
    await page.getByTestId('documents-error').waitFor({ state: 'detached' });

    await page.getByTestId('profile-tab-history').click();
    await page.getByTestId('history-timeline').locator('[data-event="SupportingDocumentReplaced"]').waitFor();
  });
});

test('the secret key is shown once after a confirmed reset, can be copied, and a new reset gives another', async () => {
  await suite.withPage(async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.baseUrl });
    await suite.signIn(page, `${profilePath}?tab=secretKey`);
    await page.getByTestId('secret-key-status').getByText('No secret key has been generated yet.').waitFor();

    // Cancelled: no key.
    await page.getByTestId('secret-key-reset').click();
    await page.getByTestId('confirm-dialog').getByText('Reset the secret key?').waitFor();
    await page.getByTestId('confirm-cancel').click();
    await page.getByText('Reset the secret key?').waitFor({ state: 'hidden' });
    assert.equal(await page.getByTestId('secret-key-value').count(), 0);

    const resetKey = async () => {
      await page.getByTestId('secret-key-reset').click();
      await page.getByTestId('confirm-ok').click();
      const value = page.getByTestId('secret-key-value');
      await value.waitFor();
      return (await value.textContent())?.trim() ?? '';
    };
    const first = await resetKey();
    assert.match(first, /^bo_sk_[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('secret-key-dialog').getByText('Copy it now: it will not be shown again.').waitFor();
    await page.getByTestId('secret-key-copy').click();
    await page.getByTestId('secret-key-copy').getByText('Copied').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), first);
    await screenshot(page, 'organization-profile-02-secret-key');
    await page.getByTestId('secret-key-done').click();
    await page.getByTestId('secret-key-value').waitFor({ state: 'detached' });

    // Gone from the page; the profile only says a key exists.
    assert.equal(await page.getByText(first).count(), 0);
    await page.getByTestId('secret-key-status').getByText('A secret key is in use').waitFor();
    await page.reload();
    await page.getByTestId('secret-key-status').getByText('A secret key is in use').waitFor();
    assert.equal(await page.getByText(first).count(), 0);

    const second = await resetKey();
    assert.match(second, /^bo_sk_/);
    assert.notEqual(second, first);
    await page.getByTestId('secret-key-done').click();
    await page.getByTestId('profile-tab-history').click();
    const resets = page.getByTestId('history-timeline').locator('[data-event="SecretKeyReset"]');
    await resets.nth(1).waitFor();
    assert.equal(await resets.count(), 2);
  });
});
