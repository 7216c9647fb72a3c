import type { DataSource } from 'typeorm';
import type { MenuSeed } from '../../../core/wiring/context-definition';

/**
 * Seeds the menu entries every part of the app contributes (`identity.menus`, the permission model
 * `core/auth` reads through the identity source). Identity-access owns those tables, so it writes
 * them: its definition's `menuSeeder`, which `runSeeds` gives every part's `menus`. Idempotent: creates missing entries, never overwrites what an administrator
 * changed. Default grants come with the creation of their entry, so a grant an administrator
 * removed later is not given back by the next seed. The roles they name must exist by then.
 * One exception: a permission-only entry (no path) whose screen has since been built gets the
 * screen's path, so databases seeded before the screen existed show it in the navigation too.
 */
export async function seedMenus(dataSource: DataSource, menus: readonly MenuSeed[]): Promise<void> {
  const codes = new Set<string>();
  for (const menu of menus) {
    if (codes.has(menu.code)) throw new Error(`menu ${menu.code} is contributed twice`);
    codes.add(menu.code);
  }
  await dataSource.transaction(async (manager) => {
    for (const menu of menus) {
      const created = (await manager.query(
        `INSERT INTO identity.menus (code, name_en, name_ms, path, icon, group_name, group_name_ms, category,
                                     sort_order, functions, is_system)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true)
         ON CONFLICT (code) DO UPDATE SET path = EXCLUDED.path, updated_at = now()
           WHERE identity.menus.path IS NULL AND EXCLUDED.path IS NOT NULL
         RETURNING id, (xmax = 0) AS inserted`,
        [
          menu.code,
          menu.nameEn,
          menu.nameMs,
          menu.path,
          menu.icon,
          menu.group[0],
          menu.group[1],
          menu.category,
          menu.sortOrder,
          menu.functions,
        ],
      )) as { id: number; inserted: boolean }[];
      // Nothing new, or only the path of an entry that existed: its grants are the administrators'.
      if (created.length === 0 || !created[0].inserted) continue;
      for (const [roleCode, functions] of Object.entries(menu.grants)) {
        await manager.query(
          `INSERT INTO identity.role_menu_access (role_code, menu_id, functions) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [roleCode, created[0].id, functions],
        );
      }
    }
  });
}
