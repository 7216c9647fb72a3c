import { aggregateScenarios } from '../../../core/event-store/testing/given-when-then';
import { decide, organization, type OrganizationCommand } from './organization';
import type { OrganizationProfile } from './organization.events';

/**
 * Test fixtures for the organizations handlers' decision specs (commands/<use-case>/*.handler.spec.ts):
 * given the events earlier commands decided / when the command a handler sends / then the events
 * or the refusal's catalogue code. Pure: no database.
 */
export const { givenCommands: given } = aggregateScenarios(organization, decide);

export const ORG_ID = '11111111-1111-4111-8111-111111111111';
export const profile: OrganizationProfile = {
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
export const doc = (n: number) => ({ documentId: `doc-${n}`, fileId: `file-${n}`, fileName: `${n}.pdf` });
/** A sign-up (pending) or a staff registration (approved at once), in Malay, with `documents`. */
export const open = (type: 'Apply' | 'Register', documents = [doc(1)]): OrganizationCommand => ({
  type,
  organizationId: ORG_ID,
  profile,
  defaultCurrency: 'MYR',
  language: 'ms',
  documents,
  at: '2031-01-01T00:00:00.000Z',
});
export const applied = open('Apply');
export const approve: OrganizationCommand = { type: 'Approve' };
export const reject: OrganizationCommand = { type: 'Reject', reason: 'Registration number does not match' };
