/**
 * Checks of what the parts of the app declare in shared (the platform in the central files, each
 * context in `contexts/<context>/`): the joined objects are spreads, which would silently keep one
 * of two declarations of the same code. Used by contexts.spec.ts (and the backend's wiring spec).
 */

/** `<what> <name>` declared by more than one part, as `'<name>' in <part>, <part>`. */
export function declaredTwice(
  what: string,
  sections: Record<string, Record<string, unknown>>,
  names: (section: Record<string, unknown>) => readonly string[] = Object.keys,
): string[] {
  const owners = new Map<string, string[]>();
  for (const [part, section] of Object.entries(sections)) {
    for (const name of names(section)) owners.set(name, [...(owners.get(name) ?? []), part]);
  }
  return [...owners].filter(([, parts]) => parts.length > 1).map(([name, parts]) => `${what} '${name}' in ${parts.join(', ')}`);
}

/** Permissions (`<menu code>.<function>`) whose menu code is not one of their own part's. */
export function permissionsOnOthersMenus(
  menuCodes: Record<string, Record<string, string>>,
  permissions: Record<string, Record<string, string>>,
): string[] {
  return Object.entries(permissions).flatMap(([part, section]) =>
    Object.entries(section)
      .filter(([, value]) => !Object.values(menuCodes[part] ?? {}).includes(value.slice(0, value.lastIndexOf('.'))))
      .map(([name, value]) => `permission ${name} (${value}) of ${part} is not on a menu code of ${part}`),
  );
}
