import type { Actor } from '../context/request-context';
import { AppError } from '../errors/app-error';
import { fieldError } from '../http/action-result';

/**
 * Tenancy rules shared by every context. The provider's staff have no organization in their token;
 * an agency user has its own. Another organization's records answer 404, exactly like records that
 * do not exist, so an agency user cannot even learn that they exist.
 */

/** Staff name the organization in the request; an agency user always acts on its own (naming another: 404). */
export function targetOrganization(actor: Actor, requested: string | undefined): string {
  if (actor.organizationId === null) {
    if (!requested) throw fieldError('REQUIRED_FIELD', 'organizationId');
    return requested;
  }
  if (requested && requested !== actor.organizationId) throw new AppError('RECORD_NOT_FOUND');
  return actor.organizationId;
}

/** Lists, creation, decisions and reference data are the provider's: agency users are refused outright. */
export function assertStaff(actor: Actor): void {
  if (actor.organizationId !== null) throw new AppError('FORBIDDEN');
}

/** A record of `organizationId` is visible to staff and to that organization's own users only. */
export function assertInScope(actor: Actor, organizationId: string): void {
  if (actor.organizationId !== null && actor.organizationId !== organizationId) throw new AppError('RECORD_NOT_FOUND');
}
