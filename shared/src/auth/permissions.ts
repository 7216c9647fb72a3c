/**
 * Permission codes checked by the API (`@RequirePermission`) and used to shape the menu.
 * A role holds a list of these; the system administrator role holds '*'.
 * Features add their codes here as they land.
 */
export const PERMISSIONS = {
  opsView: 'ops.view',
  opsManage: 'ops.manage',
  auditView: 'audit.view',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS = '*';

export function hasPermission(granted: readonly string[], needed: string): boolean {
  return granted.includes(ALL_PERMISSIONS) || granted.includes(needed);
}
