import { aggregateScenarios } from '../../../core/event-store/testing/given-when-then';
import { foldEvents } from '../../../core/event-store/aggregate';
import { decide, organization } from './organization';
import type { OrganizationEvent } from './organization.events';
import { doc, ORG_ID, profile } from './organization.given';

// The decision specs' sample organization (organization.given.ts), shared with the handler specs.
const id = ORG_ID;
const applied: OrganizationEvent = {
  type: 'OrganizationApplied',
  data: { organizationId: id, profile, defaultCurrency: 'MYR', language: 'ms', documents: [doc(1)], termsAcceptedAt: 'now' },
};
const approved = decide({ type: 'Approve' }, foldEvents(organization, [applied]))[0]!;

/** given events / when command / then events (or the catalogue code refused). */
const { given } = aggregateScenarios(organization, decide);

describe('organization lifecycle', () => {
  it('a sign-up is recorded as applied, pending', () => {
    const events = given().when({
      type: 'Apply',
      organizationId: id,
      profile,
      defaultCurrency: 'MYR',
      language: 'en',
      documents: [doc(1)],
      at: 't',
    });
    expect(events).toEqual([expect.objectContaining({ type: 'OrganizationApplied' })]);
    expect(foldEvents(organization, events).status).toBe('pending');
  });

  it('staff registration is approved at once, with the currency for the credit account', () => {
    const events = given().when({
      type: 'Register',
      organizationId: id,
      profile,
      defaultCurrency: 'MYR',
      language: 'en',
      documents: [],
      at: 't',
    });
    expect(events.map((e) => e.type)).toEqual(['OrganizationRegistered', 'OrganizationApproved']);
    expect(events[1]!.data).toMatchObject({
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
    expect(given(applied, approved).refused({ type: 'Approve' })).toBe('ORGANIZATION_ALREADY_DECIDED');
    expect(given(applied, approved).refused({ type: 'Reject', reason: 'late' })).toBe('ORGANIZATION_ALREADY_DECIDED');
  });

  it('rejecting needs a reason', () => {
    expect(given(applied).refused({ type: 'Reject', reason: '  ' })).toBe('REJECTION_REASON_REQUIRED');
    expect(given(applied).refused({ type: 'Reject', reason: undefined })).toBe('REJECTION_REASON_REQUIRED');
    expect(given(applied).when({ type: 'Reject', reason: ' Documents unreadable ' })).toEqual([
      expect.objectContaining({
        type: 'OrganizationRejected',
        data: expect.objectContaining({ reason: 'Documents unreadable' }),
      }),
    ]);
  });

  it('an unknown organization cannot be decided or changed', () => {
    expect(given().refused({ type: 'Approve' })).toBe('RECORD_NOT_FOUND');
    expect(given().refused({ type: 'ResetSecretKey', keyHash: 'h' })).toBe('RECORD_NOT_FOUND');
  });

  it('a rejected organization is read-only', () => {
    const rejected = decide({ type: 'Reject', reason: 'no' }, foldEvents(organization, [applied]))[0]!;
    expect(given(applied, rejected).refused({ type: 'UpdateDetails', profile, defaultCurrency: 'MYR' })).toBe(
      'ORGANIZATION_REJECTED_READ_ONLY',
    );
    expect(given(applied, rejected).refused({ type: 'AddDocuments', documents: [doc(2)] })).toBe(
      'ORGANIZATION_REJECTED_READ_ONLY',
    );
  });

  it('secret keys and rate codes only for approved organizations', () => {
    expect(given(applied).refused({ type: 'ResetSecretKey', keyHash: 'h' })).toBe('ORGANIZATION_NOT_APPROVED');
    expect(given(applied, approved).when({ type: 'ResetSecretKey', keyHash: 'h' })).toEqual([
      { type: 'SecretKeyReset', data: { organizationId: id, keyHash: 'h' } },
    ]);
    const rate = { productRateCodeId: 'r1', productType: 'hotel', rateCode: 'B2B', description: null, active: true };
    expect(given(applied).refused({ type: 'AddRateCode', rateCode: rate })).toBe('ORGANIZATION_NOT_APPROVED');
  });

  it('rate codes are unique per product, and only existing ones can be updated', () => {
    const rate = { productRateCodeId: 'r1', productType: 'hotel', rateCode: 'B2B', description: null, active: true };
    const added = given(applied, approved).when({ type: 'AddRateCode', rateCode: rate });
    expect(added[0]!.type).toBe('ProductRateCodeAdded');
    const history = [applied, approved, ...added];
    expect(given(...history).refused({ type: 'AddRateCode', rateCode: { ...rate, productRateCodeId: 'r2' } })).toBe(
      'PRODUCT_RATE_CODE_TAKEN',
    );
    expect(
      given(...history).when({ type: 'AddRateCode', rateCode: { ...rate, productRateCodeId: 'r2', productType: 'flight' } }),
    ).toHaveLength(1);
    expect(given(...history).refused({ type: 'UpdateRateCode', rateCode: { ...rate, productRateCodeId: 'r9' } })).toBe(
      'RECORD_NOT_FOUND',
    );
    expect(given(...history).when({ type: 'UpdateRateCode', rateCode: { ...rate, active: false } })).toEqual([
      expect.objectContaining({ type: 'ProductRateCodeUpdated' }),
    ]);
  });

  it('documents: at most five current ones; only a current one can be replaced', () => {
    expect(given(applied).when({ type: 'AddDocuments', documents: [doc(2), doc(3), doc(4), doc(5)] })).toHaveLength(4);
    expect(given(applied).refused({ type: 'AddDocuments', documents: [doc(2), doc(3), doc(4), doc(5), doc(6)] })).toBe(
      'DOCUMENT_COUNT_INVALID',
    );
    const replaced = given(applied).when({
      type: 'ReplaceDocument',
      replacedDocumentId: 'doc-1',
      document: doc(2),
    });
    expect(replaced[0]!.type).toBe('SupportingDocumentReplaced');
    expect(foldEvents(organization, [applied, ...replaced]).documentIds).toEqual(['doc-2']);
    expect(given(applied, ...replaced).refused({ type: 'ReplaceDocument', replacedDocumentId: 'doc-1', document: doc(3) })).toBe(
      'RECORD_NOT_FOUND',
    );
  });
});
