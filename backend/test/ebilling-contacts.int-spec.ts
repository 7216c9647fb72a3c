import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import type { Test } from 'supertest';
import { type EbillingContact, type EbillingIdType, PERMISSIONS } from '@bo/shared';
import {
  DefaultTaxpayerCheck,
  EbillingContactDirectory,
  EbillingContactsModule,
  TaxpayerCheck,
  type TaxpayerCheckAnswer,
} from '../src/modules/finance/ebilling';
import { API_PREFIX } from '../src/bootstrap';
import { listRoutes } from '../src/core/http/openapi';
import { ADMIN_PASSWORD, auditEntries, signIn, startApi, userWith } from './support/api-harness';
import { fieldCodes, fieldErrors } from './support/field-errors';
import { isolatedDatabase } from './support/isolated-database';

/**
 * `/bo/Ebilling` through the real API on a database of this file's own (so list totals are this
 * file's), with a small taxpayer register bound as the TIN check the way the MyInvois client binds
 * itself: TINs starting `IG1` are found, `IG5` have no answer (MyInvois down), others are unknown.
 */
const checks: string[] = [];

@Injectable()
class TaxpayerRegister extends TaxpayerCheck {
  async check(tin: string, idType: EbillingIdType, idValue: string): Promise<TaxpayerCheckAnswer> {
    checks.push(`${tin} ${idType} ${idValue}`);
    if (tin.startsWith('IG1')) return 'VALID';
    if (tin.startsWith('IG5')) return 'UNAVAILABLE';
    return 'NOT_FOUND';
  }
}

@Module({ imports: [EbillingContactsModule], providers: [TaxpayerRegister] })
class TaxpayerRegisterModule implements OnModuleInit {
  constructor(
    @Inject(DefaultTaxpayerCheck) private readonly slot: DefaultTaxpayerCheck,
    @Inject(TaxpayerRegister) private readonly register: TaxpayerRegister,
  ) {}

  onModuleInit() {
    this.slot.bind(this.register);
  }
}

let api: Awaited<ReturnType<typeof startApi>>;
let drop: () => Promise<void>;
let admin: string;
let staff: { username: string; token: string };
let viewer: { token: string };
let outsider: { token: string };
let agency: { token: string };

const ALL = [
  PERMISSIONS.ebillingContactsView,
  PERMISSIONS.ebillingContactsCreate,
  PERMISSIONS.ebillingContactsEdit,
  PERMISSIONS.ebillingContactsDelete,
];

beforeAll(async () => {
  const db = await isolatedDatabase('ebilling');
  drop = db.drop;
  api = await startApi([TaxpayerRegisterModule], { DATABASE_URL: db.DATABASE_URL });
  admin = await signIn(api.url, 'admin', ADMIN_PASSWORD);
  staff = await userWith(api.dataSource, api.url, ALL);
  viewer = await userWith(api.dataSource, api.url, [PERMISSIONS.ebillingContactsView]);
  outsider = await userWith(api.dataSource, api.url, [PERMISSIONS.usersView]);
  agency = await userWith(api.dataSource, api.url, ALL, randomUUID());
});

afterAll(async () => {
  await api?.app.close();
  await drop?.();
});

const as = (req: Test, token?: string, lang = 'en') =>
  (token ? req.set({ Authorization: `Bearer ${token}` }) : req).set('Accept-Language', lang);
const post = (path: string, token: string | undefined, body: Record<string, unknown>, lang?: string) =>
  as(api.http().post(`/api/v1/bo/Ebilling/${path}`), token, lang).send(body);
const get = (path: string, token: string | undefined, query: Record<string, string> = {}) =>
  as(api.http().get(`/api/v1/bo/Ebilling/${path}`).query(query), token);

let serial = 0;
/** A distinct 12-digit NRIC per call. */
const nric = () => String(Date.now()).slice(-7) + String(++serial).padStart(5, '0');

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'INDIVIDUAL',
  name: 'Aminah binti Ahmad',
  tin: 'IG12345678901',
  idType: 'NRIC',
  documentNumber: nric(),
  sstNumber: '',
  email: 'aminah@example.my',
  phone: '+60 12-345 6789',
  addressLine1: 'No. 12, Jalan Ampang',
  addressLine2: '',
  postcode: '50450',
  city: 'Kuala Lumpur',
  stateCode: '14',
  contactPerson: '',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<EbillingContact> {
  const res = await post('CreateEbillingContact', staff.token, contactBody(overrides));
  if (res.status !== 200) throw new Error(`not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.contact as EbillingContact;
}

const count = async () =>
  Number((await api.dataSource.query(`SELECT count(*) AS n FROM finance.ebilling_contacts`))[0].n as string);

describe('creating and changing a contact', () => {
  test('create answers the stored contact, normalised, its TIN checked once with LHDN; audited', async () => {
    checks.length = 0;
    const documentNumber = nric();
    const res = await post('CreateEbillingContact', staff.token, contactBody({ documentNumber }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'EBILLING_CONTACT_CREATED', message: 'E-billing contact created successfully.' });
    const contact = res.body.contact as EbillingContact;
    expect(contact).toMatchObject({
      name: 'Aminah binti Ahmad',
      documentNumber,
      sstNumber: 'NA',
      phone: '+60123456789',
      addressLine2: null,
      countryCode: 'MYS',
      contactPerson: null,
      tinStatus: 'VALID',
      active: true,
    });
    expect(contact.tinCheckedAt).toEqual(expect.any(String));
    expect(checks).toEqual([`IG12345678901 NRIC ${documentNumber}`]);
    const audit = await auditEntries(api, admin, {
      username: staff.username,
      action: 'ebilling-contact.created',
      targetId: contact.id,
    });
    expect(audit).toHaveLength(1);
    const checked = await auditEntries(api, admin, {
      username: staff.username,
      action: 'ebilling-contact.tin-checked',
      targetId: contact.id,
    });
    expect(checked).toHaveLength(1);
  });

  test('an unknown TIN reads NOT_FOUND; no answer leaves NOT_CHECKED and the next save asks again', async () => {
    expect((await create({ tin: 'IG90000000001' })).tinStatus).toBe('NOT_FOUND');
    checks.length = 0;
    const down = await create({
      tin: 'IG50000000001',
      type: 'COMPANY',
      idType: 'BRN',
      documentNumber: `2020${nric().slice(4)}`,
    });
    expect(down.tinStatus).toBe('NOT_CHECKED');
    expect(down.tinCheckedAt).toBeNull();
    const again = await post('UpdateEbillingContact', staff.token, {
      ...contactBody(),
      ...pick(down),
      city: 'Shah Alam',
      stateCode: '10',
    });
    expect(again.status).toBe(200);
    expect(again.body.contact.tinStatus).toBe('NOT_CHECKED');
    expect(checks).toHaveLength(2);
  });

  test('update changes the contact; an unrelated edit does not ask LHDN again, a changed TIN does', async () => {
    const contact = await create();
    checks.length = 0;
    const edited = await post('UpdateEbillingContact', staff.token, {
      ...pick(contact),
      name: 'Aminah Ahmad',
      city: 'Petaling Jaya',
      stateCode: '10',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      code: 'EBILLING_CONTACT_UPDATED',
      contact: { name: 'Aminah Ahmad', city: 'Petaling Jaya', tinStatus: 'VALID' },
    });
    expect(checks).toEqual([]);
    const audit = await auditEntries(api, admin, {
      username: staff.username,
      action: 'ebilling-contact.updated',
      targetId: contact.id,
    });
    expect(audit[0].details).toMatchObject({ changed: expect.arrayContaining(['name', 'city', 'stateCode']) });

    const retinned = await post('UpdateEbillingContact', staff.token, { ...pick(edited.body.contact), tin: 'IG99999999999' });
    expect(retinned.body.contact.tinStatus).toBe('NOT_FOUND');
    expect(checks).toEqual([`IG99999999999 NRIC ${contact.documentNumber}`]);
  });

  test('the same id type and document number twice is refused on documentNumber, nothing stored', async () => {
    const contact = await create();
    const before = await count();
    const res = await post(
      'CreateEbillingContact',
      staff.token,
      contactBody({ documentNumber: contact.documentNumber, name: 'Someone Else' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EBILLING_CONTACT_DOCUMENT_TAKEN');
    expect(fieldErrors(res.body)).toEqual([
      expect.objectContaining({
        path: 'documentNumber',
        code: 'EBILLING_CONTACT_DOCUMENT_TAKEN',
        message: `An e-billing contact with NRIC ${contact.documentNumber} already exists.`,
      }),
    ]);
    expect(await count()).toBe(before);
    // Another id type with the same number is another person's document.
    expect(
      (
        await post(
          'CreateEbillingContact',
          staff.token,
          contactBody({ documentNumber: contact.documentNumber, idType: 'PASSPORT' }),
        )
      ).status,
    ).toBe(200);
  });

  test('bad input: each field named, in English and in Malay, 400 and nothing stored', async () => {
    const before = await count();
    const bad = contactBody({
      type: 'ALIEN',
      tin: 'not a tin',
      idType: 'NRIC',
      documentNumber: '900101-14-5678',
      sstNumber: 'W10;X;Y',
      email: 'nope',
      phone: '0123456789',
      stateCode: '17',
      countryCode: 'MY',
    });
    const en = await post('CreateEbillingContact', staff.token, bad);
    expect(en.status).toBe(400);
    expect(fieldCodes(en.body).sort()).toEqual(
      [
        'type INVALID_OPTION',
        'tin EBILLING_TIN_FORMAT',
        'documentNumber EBILLING_NRIC_FORMAT',
        'sstNumber EBILLING_SST_FORMAT',
        'email INVALID_EMAIL',
        'phone EBILLING_PHONE_E164',
        'countryCode EBILLING_COUNTRY_CODE',
      ].sort(),
    );
    const enPhone = fieldErrors(en.body).find((f) => f.path === 'phone')!;
    expect(enPhone.message).toBe('Enter the phone number in international form: + and 8 to 15 digits, e.g. +60123456789.');
    const ms = await post('CreateEbillingContact', staff.token, bad, 'ms');
    const msPhone = fieldErrors(ms.body).find((f) => f.path === 'phone')!;
    expect(msPhone.message).toBe(
      'Masukkan nombor telefon dalam bentuk antarabangsa: + dan 8 hingga 15 digit, cth. +60123456789.',
    );

    // The rules across fields: an NRIC is 12 digits; state 17 only outside Malaysia.
    const rules = await post(
      'CreateEbillingContact',
      staff.token,
      contactBody({ documentNumber: '12345', stateCode: '17' }),
      'ms',
    );
    expect(fieldCodes(rules.body)).toEqual(['documentNumber EBILLING_NRIC_FORMAT', 'stateCode EBILLING_STATE_FOREIGN_ONLY']);
    expect(fieldErrors(rules.body)[0].message).toBe('Nombor MyKad mempunyai 12 digit, tanpa sengkang, cth. 900101145678.');
    const unknown = await post('CreateEbillingContact', staff.token, { ...contactBody(), notes: 'x' });
    expect(fieldCodes(unknown.body)).toEqual(['notes UNKNOWN_FIELD']);
    expect(await count()).toBe(before);

    const foreign = await create({
      type: 'FOREIGN',
      tin: 'EI00000000020',
      idType: 'PASSPORT',
      documentNumber: `A${nric().slice(4)}`,
      stateCode: '17',
      countryCode: 'sgp',
      phone: '+6561234567',
    });
    expect(foreign).toMatchObject({ countryCode: 'SGP', stateCode: '17' });
  });
});

/** The update body of a contact as it is (what the form sends back). */
function pick(c: EbillingContact) {
  return {
    id: c.id,
    type: c.type,
    name: c.name,
    tin: c.tin,
    idType: c.idType,
    documentNumber: c.documentNumber,
    sstNumber: c.sstNumber,
    email: c.email,
    phone: c.phone,
    addressLine1: c.addressLine1,
    addressLine2: c.addressLine2,
    postcode: c.postcode,
    city: c.city,
    stateCode: c.stateCode,
    countryCode: c.countryCode,
    contactPerson: c.contactPerson,
  };
}

describe('searching', () => {
  const word = `Zq${randomUUID().slice(0, 6)}`;
  let company: EbillingContact;
  let person: EbillingContact;
  beforeAll(async () => {
    company = await create({
      type: 'COMPANY',
      name: `${word} Travel Sdn Bhd`,
      tin: 'C25845632020',
      idType: 'BRN',
      documentNumber: `2019${nric().slice(4)}`,
    });
    person = await create({ type: 'INDIVIDUAL', name: `Siti ${word}` });
    for (let i = 0; i < 11; i++)
      await create({ type: 'GOVERNMENT', name: `${word} Jabatan ${String(i).padStart(2, '0')}`, tin: 'EI00000000040' });
  });

  test('by name (contains, any case), by type, by document number (exact)', async () => {
    const byName = await get('GetEbillingContactListByName', viewer.token, { name: word.toLowerCase() });
    expect(byName.status).toBe(200);
    expect(byName.body).toHaveLength(13);
    const byType = await get('GetEbillingContactListByType', viewer.token, { type: 'COMPANY' });
    expect((byType.body as EbillingContact[]).map((c) => c.id)).toContain(company.id);
    expect((byType.body as EbillingContact[]).every((c) => c.type === 'COMPANY')).toBe(true);
    const byDocument = await get('GetEbillingContactListByDocumentNumber', viewer.token, {
      documentNumber: person.documentNumber,
    });
    expect((byDocument.body as EbillingContact[]).map((c) => c.id)).toEqual([person.id]);
    expect((await get('GetEbillingContactListByType', viewer.token, { type: 'ALIEN' })).status).toBe(400);
  });

  test('by filter: type, name, document number, paged and sorted', async () => {
    const page1 = await get('GetEbillingContactListByFilter', viewer.token, {
      name: word,
      type: 'GOVERNMENT',
      pageSize: '10',
      sortKey: 'name',
      sortOrder: 'desc',
    });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 11, pageSize: 10, curPageIndex: 1 });
    expect(page1.body.items[0].name).toBe(`${word} Jabatan 10`);
    const page2 = await get('GetEbillingContactListByFilter', viewer.token, {
      name: word,
      type: 'GOVERNMENT',
      curPageIndex: '2',
      sortKey: 'name',
      sortOrder: 'desc',
    });
    expect(page2.body.items.map((c: EbillingContact) => c.name)).toEqual([`${word} Jabatan 00`]);
    const byDocument = await get('GetEbillingContactListByFilter', viewer.token, {
      documentNumber: company.documentNumber.slice(0, 8),
    });
    expect(byDocument.body.items.map((c: EbillingContact) => c.id)).toContain(company.id);
    const all = await get('GetEbillingContactList', viewer.token, { pageSize: '50', sortKey: 'updatedAt', sortOrder: 'desc' });
    expect(all.body.total).toBeGreaterThanOrEqual(13);
    expect(all.body.items.length).toBe(Math.min(50, all.body.total));
    expect((await get('GetEbillingContactList', viewer.token, { pageSize: '20' })).status).toBe(400);
    expect(fieldCodes((await get('GetEbillingContactList', viewer.token, { sortKey: 'email' })).body)).toEqual([
      'sortKey INVALID_OPTION',
    ]);
  });
});

describe('removing', () => {
  test('remove deactivates: gone from every list, its number free again, still read by the directory; audited', async () => {
    const contact = await create({ name: `Removable ${randomUUID().slice(0, 6)}` });
    const res = await get('RemoveEbillingContact', staff.token, { id: contact.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'EBILLING_CONTACT_REMOVED',
      message: 'E-billing contact removed successfully. E-invoices already issued keep naming it.',
      id: contact.id,
    });
    expect((await get('GetEbillingContactListByName', viewer.token, { name: contact.name })).body).toEqual([]);
    expect(
      (await get('GetEbillingContactListByDocumentNumber', viewer.token, { documentNumber: contact.documentNumber })).body,
    ).toEqual([]);
    expect((await get('GetEbillingContactListByFilter', viewer.token, { name: contact.name })).body.total).toBe(0);

    const directory = api.app.get(EbillingContactDirectory, { strict: false });
    expect(await directory.find(contact.id)).toMatchObject({ id: contact.id, name: contact.name, active: false });
    expect(await directory.find(randomUUID())).toBeUndefined();

    const audit = await auditEntries(api, admin, {
      username: staff.username,
      action: 'ebilling-contact.deactivated',
      targetId: contact.id,
    });
    expect(audit).toHaveLength(1);
    // Removed: not found for edits or a second removal; its document number may be used again.
    expect((await post('UpdateEbillingContact', staff.token, pick(contact))).status).toBe(404);
    expect((await get('RemoveEbillingContact', staff.token, { id: contact.id })).status).toBe(404);
    expect(
      (await post('CreateEbillingContact', staff.token, contactBody({ documentNumber: contact.documentNumber }))).status,
    ).toBe(200);
  });

  test('the GET removal cannot be forged cross-site: cookies alone are not signed in, and no CORS is granted', async () => {
    const contact = await create();
    // What a cross-site link or image sends: the browser's cookies, no Authorization header.
    const forged = await api
      .http()
      .get('/api/v1/bo/Ebilling/RemoveEbillingContact')
      .query({ id: contact.id })
      .set('Cookie', 'XSRF-TOKEN=abc; lang=en')
      .set('Origin', 'https://evil.example');
    expect(forged.status).toBe(401);
    const preflight = await api
      .http()
      .options('/api/v1/bo/Ebilling/RemoveEbillingContact')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect((await api.app.get(EbillingContactDirectory, { strict: false }).find(contact.id))?.active).toBe(true);
  });
});

describe('who may call', () => {
  test("every call of the spec's /bo/Ebilling is routed, with its method (api-calls.tsv 214-221)", () => {
    const routed = listRoutes(api.app, API_PREFIX)
      .filter((r) => r.path.startsWith('/api/v1/bo/Ebilling/'))
      .map((r) => `${r.method} ${r.path.slice('/api/v1/bo/Ebilling/'.length)}`)
      .sort();
    expect(routed).toEqual([
      'GET GetEbillingContactList',
      'GET GetEbillingContactListByDocumentNumber',
      'GET GetEbillingContactListByFilter',
      'GET GetEbillingContactListByName',
      'GET GetEbillingContactListByType',
      'GET RemoveEbillingContact',
      'POST CreateEbillingContact',
      'POST UpdateEbillingContact',
    ]);
  });

  test('writes are the provider staff’s: an agency user holding every grant is refused (403), so is a viewer', async () => {
    const contact = await create();
    const before = await count();
    for (const token of [agency.token, viewer.token]) {
      expect((await post('CreateEbillingContact', token, contactBody())).status).toBe(403);
      expect((await post('UpdateEbillingContact', token, { ...pick(contact), name: 'Changed' })).status).toBe(403);
      expect((await get('RemoveEbillingContact', token, { id: contact.id })).status).toBe(403);
    }
    expect(await count()).toBe(before);
    expect(
      (await get('GetEbillingContactListByFilter', staff.token, { documentNumber: contact.documentNumber })).body.items[0],
    ).toMatchObject({
      name: contact.name,
      active: true,
    });
  });

  test('reads need ebilling-contacts.view (and are staff-only); anonymous callers 401', async () => {
    for (const path of ['GetEbillingContactList', 'GetEbillingContactListByFilter']) {
      expect((await get(path, undefined)).status).toBe(401);
      expect((await get(path, outsider.token)).status).toBe(403);
      expect((await get(path, agency.token)).status).toBe(403);
      expect((await get(path, viewer.token)).status).toBe(200);
    }
    expect((await get('GetEbillingContactListByName', outsider.token, { name: 'a' })).status).toBe(403);
  });
});
