import type { OrganizationCommand } from '../../domain/organization';
import { applied, approve, given, ORG_ID, profile, reject } from '../../domain/organization.given';

// UpdateOrganizationHandler: the caller's organization (targetOrganization), no duplicate (a
// database read), then `UpdateDetails`.
const update: OrganizationCommand = {
  type: 'UpdateDetails',
  profile: { ...profile, city: 'Petaling Jaya' },
  defaultCurrency: 'MYR',
};

describe('update an organization: given / when UpdateDetails / then', () => {
  test('given a pending or approved organization, when its details change, then OrganizationDetailsUpdated', () => {
    const events = given(applied).when(update);
    expect(events).toEqual([
      {
        type: 'OrganizationDetailsUpdated',
        data: { organizationId: ORG_ID, profile: { ...profile, city: 'Petaling Jaya' }, defaultCurrency: 'MYR' },
      },
    ]);
    expect(given(applied, approve).when(update)).toHaveLength(1);
    expect(given(applied, update).state().profile!.city).toBe('Petaling Jaya');
  });

  test('refused: a rejected organization is read-only ORGANIZATION_REJECTED_READ_ONLY', () => {
    expect(given(applied, reject).refused(update)).toBe('ORGANIZATION_REJECTED_READ_ONLY');
  });

  test('refused: no such organization RECORD_NOT_FOUND', () => {
    expect(given().refused(update)).toBe('RECORD_NOT_FOUND');
  });
});
