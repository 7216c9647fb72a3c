import { decide, foldOrganization, type OrganizationCommand } from './organization';
import type { OrganizationEvent, OrganizationProfile } from './organization.events';

const id = '11111111-1111-4111-8111-111111111111';
const profile: OrganizationProfile = {
  organizationName: 'Kembara Travel Sdn Bhd',
  registrationNumber: '201901000005',
  organizationType: 'TRAVEL_AGENCY',
  email: 'ops@kembara.example',
  contactNumber: '03-1234-5678',
  contactPersonName: null,
  addressLine1: '1 Jalan Ampang',
  addressLine2: null,
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'W.P. Kuala Lumpur',
  countryCode: 'MYS',
};
const doc = (n: number) => ({ documentId: `doc-${n}`, fileId: `file-${n}`, fileName: `${n}.pdf` });
const applied: OrganizationEvent = {
  type: 'OrganizationApplied',
  data: { organizationId: id, profile, defaultCurrency: 'MYR', language: 'ms', documents: [doc(1)], termsAcceptedAt: 'now' },
};
const approved = decide({ type: 'Approve' }, foldOrganization([applied]))[0]!;

/** given events, when command: the events decided (or the catalogue code refused). */
function when(given: OrganizationEvent[], command: OrganizationCommand) {
  try {
    return decide(command, foldOrganization(given));
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('organization lifecycle', () => {
  it('a sign-up is recorded as applied, pending', () => {
    const events = when([], {
      type: 'Apply',
      organizationId: id,
      profile,
      defaultCurrency: 'MYR',
      language: 'en',
      documents: [doc(1)],
      at: 't',
    });
    expect(events).toEqual([expect.objectContaining({ type: 'OrganizationApplied' })]);
    expect(foldOrganization(events as OrganizationEvent[]).status).toBe('pending');
  });

  it('staff registration is approved at once, with the currency for the credit account', () => {
    const events = when([], {
      type: 'Register',
      organizationId: id,
      profile,
      defaultCurrency: 'MYR',
      language: 'en',
      documents: [],
      at: 't',
    });
    expect((events as OrganizationEvent[]).map((e) => e.type)).toEqual(['OrganizationRegistered', 'OrganizationApproved']);
    expect((events as OrganizationEvent[])[1]!.data).toMatchObject({
      defaultCurrency: 'MYR',
      email: profile.email,
      organizationId: id,
    });
  });

  it('approves only from pending, and carries what the admin user and credit account need', () => {
    expect(approved).toMatchObject({
      type: 'OrganizationApproved',
      data: { organizationId: id, email: profile.email, defaultCurrency: 'MYR', language: 'ms', countryCode: 'MYS' },
    });
    expect(when([applied, approved], { type: 'Approve' })).toBe('ORGANIZATION_ALREADY_DECIDED');
    expect(when([applied, approved], { type: 'Reject', reason: 'late' })).toBe('ORGANIZATION_ALREADY_DECIDED');
  });

  it('rejecting needs a reason', () => {
    expect(when([applied], { type: 'Reject', reason: '  ' })).toBe('REJECTION_REASON_REQUIRED');
    expect(when([applied], { type: 'Reject', reason: undefined })).toBe('REJECTION_REASON_REQUIRED');
    expect(when([applied], { type: 'Reject', reason: ' Documents unreadable ' })).toEqual([
      expect.objectContaining({
        type: 'OrganizationRejected',
        data: expect.objectContaining({ reason: 'Documents unreadable' }),
      }),
    ]);
  });

  it('an unknown organization cannot be decided or changed', () => {
    expect(when([], { type: 'Approve' })).toBe('RECORD_NOT_FOUND');
    expect(when([], { type: 'ResetSecretKey', keyHash: 'h' })).toBe('RECORD_NOT_FOUND');
  });

  it('a rejected organization is read-only', () => {
    const rejected = decide({ type: 'Reject', reason: 'no' }, foldOrganization([applied]))[0]!;
    expect(when([applied, rejected], { type: 'UpdateDetails', profile, defaultCurrency: 'MYR' })).toBe(
      'ORGANIZATION_REJECTED_READ_ONLY',
    );
    expect(when([applied, rejected], { type: 'AddDocuments', documents: [doc(2)] })).toBe('ORGANIZATION_REJECTED_READ_ONLY');
  });

  it('secret keys and rate codes only for approved organizations', () => {
    expect(when([applied], { type: 'ResetSecretKey', keyHash: 'h' })).toBe('ORGANIZATION_NOT_APPROVED');
    expect(when([applied, approved], { type: 'ResetSecretKey', keyHash: 'h' })).toEqual([
      { type: 'SecretKeyReset', data: { organizationId: id, keyHash: 'h' } },
    ]);
    const rate = { productRateCodeId: 'r1', productType: 'hotel', rateCode: 'B2B', description: null, active: true };
    expect(when([applied], { type: 'AddRateCode', rateCode: rate })).toBe('ORGANIZATION_NOT_APPROVED');
  });

  it('rate codes are unique per product, and only existing ones can be updated', () => {
    const rate = { productRateCodeId: 'r1', productType: 'hotel', rateCode: 'B2B', description: null, active: true };
    const added = when([applied, approved], { type: 'AddRateCode', rateCode: rate }) as OrganizationEvent[];
    expect(added[0]!.type).toBe('ProductRateCodeAdded');
    const given = [applied, approved, ...added];
    expect(when(given, { type: 'AddRateCode', rateCode: { ...rate, productRateCodeId: 'r2' } })).toBe('PRODUCT_RATE_CODE_TAKEN');
    expect(
      when(given, { type: 'AddRateCode', rateCode: { ...rate, productRateCodeId: 'r2', productType: 'flight' } }),
    ).toHaveLength(1);
    expect(when(given, { type: 'UpdateRateCode', rateCode: { ...rate, productRateCodeId: 'r9' } })).toBe('RECORD_NOT_FOUND');
    expect(when(given, { type: 'UpdateRateCode', rateCode: { ...rate, active: false } })).toEqual([
      expect.objectContaining({ type: 'ProductRateCodeUpdated' }),
    ]);
  });

  it('documents: at most five current ones; only a current one can be replaced', () => {
    expect(when([applied], { type: 'AddDocuments', documents: [doc(2), doc(3), doc(4), doc(5)] })).toHaveLength(4);
    expect(when([applied], { type: 'AddDocuments', documents: [doc(2), doc(3), doc(4), doc(5), doc(6)] })).toBe(
      'DOCUMENT_COUNT_INVALID',
    );
    const replaced = when([applied], {
      type: 'ReplaceDocument',
      replacedDocumentId: 'doc-1',
      document: doc(2),
    }) as OrganizationEvent[];
    expect(replaced[0]!.type).toBe('SupportingDocumentReplaced');
    expect(foldOrganization([applied, ...replaced]).documentIds).toEqual(['doc-2']);
    expect(when([applied, ...replaced], { type: 'ReplaceDocument', replacedDocumentId: 'doc-1', document: doc(3) })).toBe(
      'RECORD_NOT_FOUND',
    );
  });
});
