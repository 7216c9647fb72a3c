import { z } from 'zod';
import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/**
 * User account status (spec section 4). Sign-in branches on it: N must do first-time login,
 * D/X contact admin, L use forgot password, R use the emailed link. The spec groups D and X as
 * "disabled or deleted"; we read D as disabled and X as deleted. A (active, may sign in) is the
 * state the spec implies but never names.
 */
export const USER_STATUS = [
  { code: 'N', en: 'New', ms: 'Baharu' },
  { code: 'A', en: 'Active', ms: 'Aktif' },
  { code: 'D', en: 'Disabled', ms: 'Dinyahdayakan' },
  { code: 'X', en: 'Deleted', ms: 'Dipadam' },
  { code: 'L', en: 'Locked', ms: 'Dikunci' },
  { code: 'R', en: 'Reset', ms: 'Ditetapkan Semula' },
] as const satisfies LabelledEnum<string>;
export type UserStatus = CodeOf<typeof USER_STATUS>;
export const userStatusSchema = enumSchema(USER_STATUS);

/** User active flag: a boolean on the wire, Active/Inactive on screen. */
export const USER_ACTIVE = [
  { code: true, en: 'Active', ms: 'Aktif' },
  { code: false, en: 'Inactive', ms: 'Tidak Aktif' },
] as const satisfies LabelledEnum<boolean>;
export type UserActive = CodeOf<typeof USER_ACTIVE>;
export const userActiveSchema = z.boolean({ error: 'INVALID_OPTION' });

/** The active filter of user lists offers All besides the two flags; query strings carry text. */
export const USER_ACTIVE_FILTER = [
  { code: 'all', en: 'All', ms: 'Semua' },
  { code: 'true', en: 'Active', ms: 'Aktif' },
  { code: 'false', en: 'Inactive', ms: 'Tidak Aktif' },
] as const satisfies LabelledEnum<string>;
export type UserActiveFilter = CodeOf<typeof USER_ACTIVE_FILTER>;
export const userActiveFilterSchema = enumSchema(USER_ACTIVE_FILTER);

/**
 * The flag reaches us as a boolean, a word or a filter string (spec section 4); undefined means
 * "not a flag" (e.g. the All filter), which callers treat as no filter.
 */
export function parseActiveFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (word === 'true' || word === 'active' || word === '1') return true;
  if (word === 'false' || word === 'inactive' || word === '0') return false;
  return undefined;
}

/** Role chosen during first-time login (spec section 6). */
export const MERCHANT_ROLE = [
  { code: 'MERCHANT_ADMIN', en: 'Merchant Admin', ms: 'Pentadbir Peniaga' },
  { code: 'MERCHANT_USER', en: 'Merchant User', ms: 'Pengguna Peniaga' },
] as const satisfies LabelledEnum<string>;
export type MerchantRole = CodeOf<typeof MERCHANT_ROLE>;
export const merchantRoleSchema = enumSchema(MERCHANT_ROLE);
