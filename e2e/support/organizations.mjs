/**
 * Helpers of the organization specs: real files to upload (a PDF, a PNG, an oversize PDF, a PNG
 * that claims to be a PDF), the sign-up form, and a sign-up straight through the API.
 */
import { crc32, deflateSync } from 'node:zlib';

/** A one-page PDF (the API judges files by their first bytes: `%PDF-`). */
export function pdfFile(name = 'business-registration.pdf') {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real 2x2 PNG (an image the viewer can show). */
export function pngFile(name = 'licence.png', mimeType = 'image/png') {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows = Buffer.from([0, 200, 30, 30, 30, 200, 30, 0, 30, 30, 200, 250, 250, 250]);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType, buffer };
}

/** A PDF one byte over the 3 MB limit. */
export function oversizePdf(name = 'scan-too-big.pdf') {
  const buffer = Buffer.alloc(3 * 1024 * 1024 + 1, 0x20);
  buffer.write('%PDF-1.4\n', 0, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
}

/** A file type the API never takes. */
export function textFile(name = 'notes.txt') {
  return { name, mimeType: 'text/plain', buffer: Buffer.from('not a document\n') };
}

/** A PNG renamed to .pdf: fine by name and declared type, refused by content. */
export function disguisedPng() {
  return pngFile('certificate.pdf', 'application/pdf');
}

/** Picks `option` in the Mantine select labelled `label` (the required asterisk is not part of the name). */
export async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Resolves once the input reads `expected` (values that arrive with data, e.g. a default country). */
export async function waitForValue(page, locator, expected) {
  const handle = await locator.elementHandle();
  await page.waitForFunction(([input, value]) => input.value === value, [handle, expected]);
}

/** The toast that says `text`. */
export const toast = (page, text) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** A table row whose organization-name cell is exactly `name`. */
export function organizationRow(page, tableTestId, name) {
  return page
    .getByTestId(tableTestId)
    .locator('tbody tr', { has: page.locator(`td[data-column="organizationName"]`, { hasText: name }) });
}

/** Fills the profile fields shared by sign-up and staff create (Malaysia stays the default country). */
export async function fillOrganization(page, formTestId, organization) {
  const form = page.getByTestId(formTestId);
  await form.locator('input[name="organizationName"]').fill(organization.organizationName);
  await form.locator('input[name="registrationNumber"]').fill(organization.registrationNumber);
  await choose(page, 'Organization type', organization.typeLabel ?? 'Travel Agency');
  await form.locator('input[name="email"]').fill(organization.email);
  await form.locator('input[name="contactNumber"]').fill(organization.contactNumber);
  await form.locator('input[name="addressLine1"]').fill(organization.addressLine1 ?? '12 Jalan SS2/24');
  await choose(page, 'State', organization.state ?? 'Selangor');
  await form.locator('input[name="city"]').fill(organization.city ?? 'Petaling Jaya');
  await form.locator('input[name="postcode"]').fill(organization.postcode ?? '47300');
}

/**
 * A Malaysian travel agency's fields for the staff create (`api.createOrganization`,
 * `agencyWithCredit`): `word` makes the name, registration number and e-mail its own; `fields`
 * (the name a spec looks for, another country's address) are merged over the defaults.
 */
export function agencyFields(word, fields = {}) {
  return {
    organizationName: `${word} Travel Sdn Bhd`,
    registrationNumber: `2024${word}`,
    organizationType: 'TRAVEL_AGENCY',
    email: `ops.${word.toLowerCase()}@agency.example.test`,
    contactNumber: '03-21234567',
    addressLine1: '8 Jalan Tun Razak',
    city: 'Kuala Lumpur',
    state: 'W.P. Kuala Lumpur',
    postcode: '50400',
    countryCode: 'MYS',
    ...fields,
  };
}

/** A sign-up sent straight to the public API (multipart, like the browser does). */
export async function signUpThroughApi(baseUrl, organization, files = [pdfFile()]) {
  const body = new FormData();
  const fields = {
    organizationName: organization.organizationName,
    registrationNumber: organization.registrationNumber,
    organizationType: organization.organizationType ?? 'TRAVEL_AGENCY',
    email: organization.email,
    contactNumber: organization.contactNumber,
    addressLine1: organization.addressLine1 ?? '8 Jalan Tun Razak',
    city: organization.city ?? 'Kuala Lumpur',
    state: organization.state ?? 'W.P. Kuala Lumpur',
    postcode: organization.postcode ?? '50400',
    countryCode: 'MYS',
    termsAccepted: 'true',
  };
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) body.append('documents', new Blob([file.buffer], { type: file.mimeType }), file.name);
  const response = await fetch(`${baseUrl}/api/v1/bo/General/request-create-organization`, { method: 'POST', body });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * Types a moment into a form's date-and-time field (ui/resource/DateTimeField): the day as
 * yyyy-MM-dd in its date box, the time as HH:mm in its time box, as a person reads them off a slip.
 */
export async function typeDateTime(page, label, day, time) {
  const date = page.getByRole('textbox', { name: `Date of ${label}`, exact: true });
  await date.fill(day);
  // Tab, not Escape: Escape would close a dialog the form is in.
  await date.press('Tab');
  await page.getByLabel(`Time of ${label}`, { exact: true }).fill(time);
}
