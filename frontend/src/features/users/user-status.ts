import { labelOf, USER_ACTIVE_FILTER, USER_STATUS, type Language, type UserListRow } from '@bo/shared';
import type { StatusTone } from '../../ui/StatusChip';

/**
 * A user's status chip (spec section 4): success for Active, error for Inactive (deactivated) or
 * an unknown state, primary otherwise (New, Locked, Reset still hold an active account).
 */
export function userStatusChip(
  row: Pick<UserListRow, 'status'> & { active?: boolean },
  language: Language,
): { label: string; tone: StatusTone } {
  // Rows without the flag (an organization's users): deactivated is status D.
  if (!(row.active ?? row.status !== 'D')) return { label: labelOf(USER_ACTIVE_FILTER, 'false', language), tone: 'error' };
  if (row.status === 'A') return { label: labelOf(USER_STATUS, 'A', language), tone: 'success' };
  if (USER_STATUS.some((status) => status.code === row.status))
    return { label: labelOf(USER_STATUS, row.status, language), tone: 'primary' };
  return { label: row.status || '?', tone: 'error' };
}
