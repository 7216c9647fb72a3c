/**
 * E-billing contacts through their screen (features/ebilling-contacts, /Settings/contactList/contactList):
 * the empty list, two contacts added with the form (a bad phone refused at its field first), found
 * by name and by document number, one removed after its confirmation (gone from the list); then in
 * Bahasa Malaysia on a 390 px phone in the dark scheme: the labels, the type and the TIN chip in
 * Malay, the list within the phone's width. axe on each view. The e2e app has no MYINVOIS_URL, so
 * the TIN check has no answer and the chip reads "Not checked".
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SCREEN_PATHS } from '@bo/shared';
import { inView, screenshot, seriousA11yProblems } from '../support/browser.mjs';
import { LoginPage } from '../support/login.page.mjs';
import { toast } from '../support/organizations.mjs';
import { appAndBrowser } from '../support/suite.mjs';

const suite = appAndBrowser();
const PHONE = { width: 390, height: 844 };
const PATH = SCREEN_PATHS.ebillingContacts;
const TABLE = 'ebilling-contact-table';

const rowsOf = (page) => page.getByTestId(TABLE).locator('tbody tr');
const rowWith = (page, text) => rowsOf(page).filter({ hasText: text });
// textContent: the chip is upper-cased by CSS only.
const cell = async (row, column) => (await row.locator(`td[data-column="${column}"]`).textContent()).trim();
const pageFits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

async function choose(scope, label, option) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** Fills the contact form (English labels) and saves it; answers the request's body. */
async function addContact(page, contact) {
  await page.getByTestId('create-ebilling-contact').click();
  const form = page.getByTestId('ebilling-contact-form');
  await choose(form, 'Type', contact.type);
  await form.locator('input[name="name"]').fill(contact.name);
  await form.locator('input[name="tin"]').fill(contact.tin);
  await choose(form, 'ID type', contact.idType);
  await form.locator('input[name="documentNumber"]').fill(contact.documentNumber);
  await form.locator('input[name="phone"]').fill(contact.phone);
  await form.locator('input[name="addressLine1"]').fill('Lot 5, Jalan Tun Razak');
  await form.locator('input[name="city"]').fill('Kuala Lumpur');
  await choose(form, 'State', 'Wilayah Persekutuan Kuala Lumpur');
  if (contact.before) await contact.before(form);
  const sent = page.waitForRequest((r) => r.url().endsWith('/bo/Ebilling/CreateEbillingContact'));
  await form.getByTestId('form-submit').click();
  const body = (await sent).postDataJSON();
  await toast(page, 'E-billing contact created').first().waitFor();
  await form.waitFor({ state: 'detached' });
  return body;
}

/** Searches the list with its filter form (desktop). */
async function search(page, values) {
  const filters = page.getByTestId('list-filters');
  await filters.getByTestId('filters-reset').click();
  for (const [name, value] of Object.entries(values)) await filters.locator(`input[name="${name}"]`).fill(value);
  await filters.getByTestId('filters-apply').click();
}

test('e-billing contacts added, found and removed in English; Malay labels on a phone, dark', async () => {
  const problems = [];
  await suite.withPage({ failure: 'ebilling-contacts-failed' }, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await suite.signIn(page, PATH);
    await page.getByTestId('page-title').getByText('E-Billing Contacts').waitFor();
    await page.getByText('No e-billing contacts found.').waitFor();
    problems.push(...(await seriousA11yProblems(page, `${PATH} (empty)`)));

    // A bad phone is refused at its field, in the form, before anything is sent.
    await page.getByTestId('create-ebilling-contact').click();
    const form = page.getByTestId('ebilling-contact-form');
    await form.locator('input[name="phone"]').fill('0123');
    await form.getByTestId('form-submit').click();
    await form.getByText('Enter the phone number in international form').waitFor();
    problems.push(...(await seriousA11yProblems(page, 'contact form', '[role="dialog"]')));
    await screenshot(page, 'ebilling-contacts-form-1440');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    const company = await addContact(page, {
      type: 'Company',
      name: 'Syarikat Pelancongan Maju Sdn Bhd',
      tin: 'c25845632020',
      idType: 'Business registration number (BRN)',
      documentNumber: '201901012345',
      phone: '+60 3-2123 4567',
      before: (f) => f.locator('input[name="sstNumber"]').fill('W10-1808-32000001'),
    });
    assert.deepEqual([company.tin, company.phone, company.countryCode], ['C25845632020', '+60321234567', 'MYS']);
    await addContact(page, {
      type: 'Individual',
      name: 'Aminah binti Ahmad',
      tin: 'IG12345678901',
      idType: 'MyKad / NRIC',
      documentNumber: '900101145678',
      phone: '+60123456789',
    });

    const row = rowWith(page, 'Syarikat Pelancongan Maju');
    await row.waitFor();
    assert.equal(await cell(row, 'type'), 'Company');
    assert.equal(await cell(row, 'documentNumber'), 'BRN 201901012345');
    assert.equal(await cell(row, 'tinStatus'), 'Not checked');
    assert.equal(await rowsOf(page).count(), 2);

    // Found by part of the name, then by the document number.
    await search(page, { name: 'aminah' });
    await rowWith(page, 'Aminah binti Ahmad').waitFor();
    await page.waitForURL((url) => url.searchParams.get('name') === 'aminah');
    await rowWith(page, 'Syarikat Pelancongan Maju').waitFor({ state: 'detached' });
    assert.equal(await rowsOf(page).count(), 1);
    await search(page, { documentNumber: '20190101' });
    await rowWith(page, 'Syarikat Pelancongan Maju').waitFor();
    await rowWith(page, 'Aminah binti Ahmad').waitFor({ state: 'detached' });
    assert.equal(await rowsOf(page).count(), 1);
    problems.push(...(await seriousA11yProblems(page, PATH)));
    await screenshot(page, 'ebilling-contacts-list-1440');

    // Removed after its confirmation: gone from the list (the e-invoices issued keep it).
    await page.goto(`${PATH}?name=aminah`);
    await rowWith(page, 'Aminah binti Ahmad').getByTestId('row-actions').click();
    await page.getByTestId('row-action-remove').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText('Aminah binti Ahmad (900101145678) will no longer be offered for new e-invoices').waitFor();
    const removed = page.waitForRequest((r) => r.url().includes('/bo/Ebilling/RemoveEbillingContact'));
    await dialog.getByTestId('confirm-ok').click();
    const request = await removed;
    assert.equal(request.method(), 'GET');
    assert.ok(request.headers()['authorization']?.startsWith('Bearer '), 'the removal carries the bearer token');
    await toast(page, 'E-billing contact removed').first().waitFor();
    await page.getByText('No e-billing contacts found.').waitFor();
    assert.deepEqual(consoleErrors, []);
  });

  // Bahasa Malaysia, a phone, dark.
  await suite.withPage({ failure: 'ebilling-contacts-ms-failed' }, async ({ context, page, consoleErrors }) => {
    await context.addCookies([{ name: 'lang', value: 'ms', url: suite.app.baseUrl }]);
    await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.setViewportSize(PHONE);
    const login = new LoginPage(page);
    await login.goto(PATH);
    await login.username.fill(suite.app.admin.username);
    await login.password.fill(suite.app.admin.password);
    await page.getByRole('button', { name: 'Log masuk', exact: true }).click();
    await page.getByTestId('page-title').getByText('Kenalan E-Pengebilan').waitFor();
    const row = rowWith(page, 'Syarikat Pelancongan Maju');
    await row.waitFor();
    await row.getByText('Syarikat', { exact: true }).waitFor();
    await row.getByText('Belum disemak').waitFor();
    assert.equal(await rowsOf(page).count(), 1, 'the removed contact is not listed');
    await page.getByText('Tambah kenalan').waitFor();
    assert.ok(await pageFits(page), 'the list is wider than the phone');
    assert.ok(await inView(row.getByTestId('row-actions'), PHONE.width), 'the row actions are out of reach');
    problems.push(...(await seriousA11yProblems(page, `${PATH} (ms, phone, dark)`)));
    await screenshot(page, 'ebilling-contacts-390-dark-ms');

    // The form's labels in Malay.
    await page.getByTestId('create-ebilling-contact').click();
    const form = page.getByTestId('ebilling-contact-form');
    await form.locator('input[name="name"]').waitFor();
    // A required field's label ends with its asterisk.
    const labels = (await form.locator('label').allTextContents()).map((text) => text.replace(/\s*\*\s*$/, '').trim());
    for (const label of [
      'Jenis',
      'Nama',
      'Jenis pengenalan',
      'Nombor dokumen',
      'Nombor SST',
      'Telefon',
      'Negeri',
      'Kod negara',
    ]) {
      assert.ok(labels.includes(label), `no label ${label} in ${labels.join(', ')}`);
    }
    assert.ok(await pageFits(page), 'the form is wider than the phone');
    await screenshot(page, 'ebilling-contacts-form-390-dark-ms');
    assert.deepEqual(consoleErrors, []);
  });

  assert.deepEqual(problems, []);
});
