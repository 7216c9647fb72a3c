import { createEbillingContactSchema, ebillingContactFilterSchema } from './ebilling.schema';

const contact = {
  type: 'COMPANY',
  name: 'Syarikat Maju Sdn Bhd',
  tin: ' c25845632020 ',
  idType: 'BRN',
  documentNumber: '201901012345',
  phone: '+60 3-2123 4567',
  addressLine1: 'Lot 5, Jalan Tun Razak',
  city: 'Kuala Lumpur',
  stateCode: '14',
};
const codesOf = (input: unknown) =>
  (createEbillingContactSchema.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join('.')} ${i.message}`);

describe('createEbillingContactSchema', () => {
  it('normalises what MyInvois is sent: TIN upper-cased, phone E.164, SST NA and country MYS when blank', () => {
    expect(createEbillingContactSchema.parse({ ...contact, sstNumber: '', email: null })).toMatchObject({
      tin: 'C25845632020',
      phone: '+60321234567',
      sstNumber: 'NA',
      countryCode: 'MYS',
      email: undefined,
    });
  });

  it('takes up to two SST numbers separated by ;', () => {
    expect(createEbillingContactSchema.parse({ ...contact, sstNumber: 'w10-1808-32000001;B16-1809-32000002' }).sstNumber).toBe(
      'W10-1808-32000001;B16-1809-32000002',
    );
    expect(codesOf({ ...contact, sstNumber: 'A;B;C' })).toEqual(['sstNumber EBILLING_SST_FORMAT']);
  });

  it('an NRIC is 12 digits; state 17 is for an address outside Malaysia and only for it', () => {
    expect(codesOf({ ...contact, idType: 'NRIC', documentNumber: '900101-14-5678' })).toEqual([
      'documentNumber EBILLING_NRIC_FORMAT',
    ]);
    expect(codesOf({ ...contact, stateCode: '17' })).toEqual(['stateCode EBILLING_STATE_FOREIGN_ONLY']);
    expect(codesOf({ ...contact, countryCode: 'SGP' })).toEqual(['stateCode EBILLING_STATE_FOREIGN_ONLY']);
    expect(
      codesOf({
        ...contact,
        countryCode: 'sgp',
        stateCode: '17',
        tin: 'EI00000000020',
        idType: 'PASSPORT',
        documentNumber: 'A1234567',
      }),
    ).toEqual([]);
  });

  it('refuses a phone without its country code and a TIN that is not one', () => {
    expect(codesOf({ ...contact, phone: '012-3456789', tin: 'TIN 123' })).toEqual([
      'tin EBILLING_TIN_FORMAT',
      'phone EBILLING_PHONE_E164',
    ]);
  });
});

describe('ebillingContactFilterSchema', () => {
  it('pages as every list does; blank filters are none', () => {
    expect(ebillingContactFilterSchema.parse({ type: '', name: ' ', documentNumber: 'a12' })).toEqual({
      pageSize: 10,
      curPageIndex: 1,
      documentNumber: 'A12',
    });
  });
});
