import type { OrganizationCommand } from '../../domain/organization';
import { applied, approve, given, open, ORG_ID, reject } from '../../domain/organization.given';

// DecideOrganizationHandler (staff only) decides `Approve` (after checking the e-mail is free for
// the administrator, a database read) or `Reject` with the reason.
describe('decide an organization: given / when Approve or Reject / then', () => {
  test('given a pending sign-up, when approved, then OrganizationApproved with what the welcome e-mail needs', () => {
    expect(given(applied).when(approve)).toEqual([
      {
        type: 'OrganizationApproved',
        data: {
          organizationId: ORG_ID,
          organizationName: 'Kembara Travel Sdn Bhd',
          email: 'ops@kembara.example',
          contactPersonName: null,
          defaultCurrency: 'MYR',
          countryCode: 'MYS',
          language: 'ms',
        },
      },
    ]);
  });

  test('given a pending sign-up, when rejected with a reason, then OrganizationRejected with the reason trimmed', () => {
    const events = given(applied).when({ type: 'Reject', reason: '  Registration number does not match ' });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'OrganizationRejected',
        data: expect.objectContaining({ reason: 'Registration number does not match', language: 'ms' }),
      }),
    ]);
  });

  test('refused: rejected without a reason REJECTION_REASON_REQUIRED', () => {
    const blank: OrganizationCommand = { type: 'Reject', reason: '   ' };
    expect(given(applied).refused(blank)).toBe('REJECTION_REASON_REQUIRED');
    expect(given(applied).refused({ type: 'Reject', reason: undefined })).toBe('REJECTION_REASON_REQUIRED');
  });

  test('refused: decided already ORGANIZATION_ALREADY_DECIDED (approved, rejected, registered by staff)', () => {
    expect(given(applied, approve).refused(approve)).toBe('ORGANIZATION_ALREADY_DECIDED');
    expect(given(applied, reject).refused(approve)).toBe('ORGANIZATION_ALREADY_DECIDED');
    expect(given(applied, approve).refused(reject)).toBe('ORGANIZATION_ALREADY_DECIDED');
    expect(given(open('Register')).refused(reject)).toBe('ORGANIZATION_ALREADY_DECIDED');
  });

  test('refused: no such organization RECORD_NOT_FOUND', () => {
    expect(given().refused(approve)).toBe('RECORD_NOT_FOUND');
  });
});
