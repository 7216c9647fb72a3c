import type { ComponentType } from 'react';
import { hasPermission, labelOf, MENU_FUNCTION, type UserMenu, type UserMenuEntry } from '@bo/shared';
import { menuIcon, type NavigationIcon } from './layout/menuIcons';
import type { FeatureRoutes } from './routes.types';

/**
 * The shell's navigation comes from the server (`GET /bo/UAC/menu`: the entries the user's role
 * may view, grouped by group name with a category). Until it answers, or if it fails, the shell
 * shows the entries features declare in `routes.navigation` (today: only the home entry).
 * Imported only by the signed-in shell (a lazy chunk), never by the login screen.
 */

/** An entry a feature contributes to the fallback navigation (its `routes.navigation`). */
export interface NavigationEntry {
  /** Key in the `common` namespace (`nav.*`), so the label is ready before any feature loads. */
  labelKey: string;
  path: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Shown only to users holding this permission (shared `hasPermission`); everyone when absent. */
  permission?: string;
  /** Smaller first; entries without an order keep their feature's order after the ordered ones. */
  order?: number;
}

/** One link of the navigation, label already in the UI language. */
export interface NavItem {
  key: string;
  label: string;
  path: string;
  icon: NavigationIcon;
  children: NavItem[];
  /**
   * The entry's other screens the user may open (same menu code in routes.tsx, no record id, e.g.
   * Manage User's Create User): not in the navigation, but found by Spotlight (flattenNavigation).
   */
  related?: NavItem[];
}

/** A screen of this build as routes.tsx declares it (app/screens.ts DECLARED_SCREENS). */
export interface DeclaredScreen {
  path: string;
  menu?: string;
  need: string;
}

/** What the menu navigation asks of this build and of the user. */
export interface MenuScreens {
  /** Whether this build has a screen of `menu` at `path` (app/screens.ts hasScreen). */
  hasScreen: (path: string, menu: string) => boolean;
  /** Every declared screen (for an entry's related screens). */
  screens: readonly DeclaredScreen[];
  /** Whether the user holds a permission (`<menu>.<function>`). */
  can: (permission: string) => boolean;
}

/** A heading of the navigation (the menu's group name) and its links. */
export interface NavGroup {
  key: string;
  label: string;
  category: string;
  items: NavItem[];
}

const featureModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', { eager: true });

export const NAVIGATION: readonly NavigationEntry[] = Object.values(featureModules)
  .flatMap((module) => module.routes.navigation ?? [])
  .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));

/** The feature entries the signed-in user may see. */
export function visibleNavigation(permissions: readonly string[], entries: readonly NavigationEntry[] = NAVIGATION) {
  return entries.filter((entry) => !entry.permission || hasPermission(permissions, entry.permission));
}

/** The fallback navigation: one untitled group of the feature entries. */
export function fallbackNavigation(
  permissions: readonly string[],
  translate: (key: string) => string,
  entries: readonly NavigationEntry[] = NAVIGATION,
): NavGroup[] {
  const items = visibleNavigation(permissions, entries).map((entry) => ({
    key: entry.path,
    label: translate(entry.labelKey),
    path: entry.path,
    icon: entry.icon,
    children: [],
  }));
  return items.length ? [{ key: 'fallback', label: '', category: '', items }] : [];
}

/**
 * The server's menu as navigation groups in `language`. An entry is shown when this build declares
 * a screen at its path for its menu code (routes.tsx): a menu row added in /fac before its feature
 * ships must not lead to a 404, nor one pointing at another menu's screen to the 401 page. An entry
 * without a path is kept only as the parent of visible children. The entry's other screens that
 * the user may open (by the `need` their routes declare) come along as `related`, for Spotlight.
 */
export function menuNavigation(menu: UserMenu, language: string, { hasScreen, screens, can }: MenuScreens): NavGroup[] {
  const ms = language === 'ms';
  const lang = ms ? 'ms' : 'en';
  const toItem = (entry: UserMenuEntry): NavItem | null => {
    const children = entry.children.map(toItem).filter((item): item is NavItem => item !== null);
    const reachable = entry.path !== null && hasScreen(entry.path, entry.code);
    if (!reachable && children.length === 0) return null;
    const label = ms ? entry.nameMs : entry.nameEn;
    const icon = menuIcon(entry.icon);
    const related = screens
      .filter((screen) => screen.menu === entry.code && screen.path !== entry.path && !screen.path.includes(':'))
      .filter((screen) => can(`${entry.code}.${screen.need}`))
      .map((screen) => ({
        key: `${entry.code}:${screen.path}`,
        label: `${label}: ${labelOf(MENU_FUNCTION, screen.need, lang)}`,
        path: screen.path,
        icon,
        children: [],
      }));
    return {
      key: entry.code,
      label,
      path: reachable ? (entry.path as string) : children[0].path,
      icon,
      children,
      ...(related.length ? { related } : {}),
    };
  };
  return menu.groups
    .map((group) => ({
      key: `${group.category}/${group.groupName}`,
      label: ms ? group.groupNameMs : group.groupName,
      category: group.category,
      items: group.entries.map(toItem).filter((item): item is NavItem => item !== null),
    }))
    .filter((group) => group.items.length > 0);
}

/** Every link of the navigation, children included (Spotlight searches these). */
export function flattenNavigation(groups: readonly NavGroup[]): { item: NavItem; group: NavGroup }[] {
  const walk = (items: readonly NavItem[], group: NavGroup): { item: NavItem; group: NavGroup }[] =>
    items.flatMap((item) => [{ item, group }, ...walk(item.children, group), ...walk(item.related ?? [], group)]);
  return groups.flatMap((group) => walk(group.items, group));
}

/** Whether `pathname` is inside the entry (exact for '/', by path prefix otherwise). */
export function isActive(entry: { path: string }, pathname: string) {
  if (entry.path === '/') return pathname === '/';
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}
