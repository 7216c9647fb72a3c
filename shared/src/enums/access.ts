import type { Language } from '../errors/error-catalogue';
import { enumSchema, isCodeOf, labelOf, type CodeOf, type EnumCode, type LabelledEnum } from './labelled';
import { MERCHANT_ROLE } from './user';

/**
 * Words the server stores as codes or as one English name (menu categories, the seeded roles and
 * their levels): their labels in both languages live here, and the web app labels them by code,
 * so a Malay screen never shows the English seed text. Records an administrator adds (a new role,
 * level or category) have no entry and are shown as typed.
 */

/** Sections of the navigation (`identity.menus.category`); the menu seeds can only name these. */
export const MENU_CATEGORY = [
  { code: 'Main', en: 'Main', ms: 'Utama' },
  { code: 'Administration', en: 'Administration', ms: 'Pentadbiran' },
  { code: 'Finance', en: 'Finance', ms: 'Kewangan' },
  { code: 'System', en: 'System', ms: 'Sistem' },
  { code: 'Settings', en: 'Settings', ms: 'Tetapan' },
] as const satisfies LabelledEnum<string>;
export type MenuCategory = CodeOf<typeof MENU_CATEGORY>;
export const menuCategorySchema = enumSchema(MENU_CATEGORY);

/** The roles every installation has (seeded by identity-access; their codes never change). */
export const SYSTEM_ROLE = [
  { code: 'SYSADMIN', en: 'System Administrator', ms: 'Pentadbir Sistem' },
  ...MERCHANT_ROLE,
] as const satisfies LabelledEnum<string>;
export type SystemRole = CodeOf<typeof SYSTEM_ROLE>;
export const systemRoleSchema = enumSchema(SYSTEM_ROLE);

/** The seeded levels (role options) of the system roles. */
export const ROLE_LEVEL = [
  { code: 'ADMINISTRATOR', en: 'Administrator', ms: 'Pentadbir' },
  { code: 'MANAGER', en: 'Manager', ms: 'Pengurus' },
  { code: 'SUPERVISOR', en: 'Supervisor', ms: 'Penyelia' },
  { code: 'EXECUTIVE', en: 'Executive', ms: 'Eksekutif' },
  { code: 'STAFF', en: 'Staff', ms: 'Kakitangan' },
] as const satisfies LabelledEnum<string>;
export type RoleLevel = CodeOf<typeof ROLE_LEVEL>;
export const roleLevelSchema = enumSchema(ROLE_LEVEL);

/**
 * How a stored record named by a code reads in `lang`: the stored name is the English one (an
 * administrator may have renamed it), so English shows it; Malay shows the enumeration's label of
 * a known code. Otherwise (a record an administrator added) the stored name, else the code. A
 * stored name equal to the code ('MANAGER') reads as the code's label ('Manager').
 */
export function recordLabel(
  options: LabelledEnum,
  code: EnumCode | null | undefined,
  storedName: string | null | undefined,
  lang: Language = 'en',
): string {
  if (code === null || code === undefined || code === '') return storedName ?? '';
  if (lang === 'ms' && isCodeOf(options, code)) return labelOf(options, code, 'ms');
  // A 'name' that is the code itself (a user's level is stored as its code) is no name: the label.
  return (storedName !== code && storedName) || labelOf(options, code, 'en');
}
