import type { Type } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { MenuCategory, MenuCode, MenuFunction } from '@bo/shared';
import type { PlatformConfig } from '../config/config';
import type { ConfigSection } from '../config/config-section';
import type { JobType } from '../queue/job';

/** A navigation group: [English, Malay]. */
export type MenuGroup = readonly [en: string, ms: string];

/**
 * One menu entry a context contributes (`identity.menus`), with the grants it gets by default.
 * Its code guards the API (`MENU_CODES`), so it is a system entry: code fixed, not deletable.
 */
export interface MenuSeed {
  code: MenuCode;
  nameEn: string;
  nameMs: string;
  /** A screen path from `SCREEN_PATHS` (never a literal); null: permission-only, never shown in the navigation. */
  path: string | null;
  icon: string;
  group: MenuGroup;
  /** A shared MENU_CATEGORY code, so the web app has its Malay label. */
  category: MenuCategory;
  sortOrder: number;
  functions: MenuFunction[];
  /** Default grants per role code, given only when the menu entry is first created. */
  grants: Partial<Record<string, MenuFunction[]>>;
}

/**
 * A menu builder for the list screens of one navigation group, all of category Main with no
 * default grants (the provider's staff screens: the seeded roles other than SYSADMIN's `*` are
 * agency roles, so an administrator grants them to staff roles):
 * `const menu = staffMenus(MENU_GROUPS.hotel, ['view', 'create', 'edit', 'delete'])`, then
 * `menu(code, [en, ms], path, icon, sortOrder, functions?)` per screen.
 */
export const staffMenus =
  (group: MenuSeed['group'], functions: MenuFunction[]) =>
  (
    code: MenuCode,
    [nameEn, nameMs]: [string, string],
    path: string,
    icon: string,
    sortOrder: number,
    own: MenuFunction[] = functions,
  ): MenuSeed => ({ code, nameEn, nameMs, path, icon, group, category: 'Main', sortOrder, functions: own, grants: {} });

/** What a seed function gets. Seeds are idempotent: create what is missing, never overwrite. */
export interface SeedContext {
  dataSource: DataSource;
  /** The loaded configuration; a context reads its own section with `sectionOf(config, SECTION)`. */
  config: PlatformConfig;
}

/** A repeating job the worker registers at start (BullMQ job scheduler, upserted by id). */
export interface JobSchedule<P = unknown> {
  /** Scheduler id, unique across the app (re-registering the same id updates it). */
  id: string;
  job: JobType<P>;
  everyMs: number;
  data: P;
  opts?: { removeOnComplete?: boolean };
}

/**
 * The platform's menu groups ([English, Malay]), which several parts put entries in (the platform's
 * own screens, user management, settings). A group only one context fills is declared in its
 * definition file (`const CREDIT_GROUP: MenuGroup = ['Credit', 'Kredit']`).
 */
export const MENU_GROUPS = {
  general: ['General', 'Umum'],
  userManagement: ['User Management', 'Pengurusan Pengguna'],
  settings: ['Settings', 'Tetapan'],
  system: ['System', 'Sistem'],
} as const satisfies Record<string, MenuGroup>;

/**
 * What a part of the app contributes to the processes. The platform (core) has one
 * (`PLATFORM` in `core/wiring/platform.ts`); each bounded context exports one next to its Nest
 * module (`modules/<context>/<context>.context.ts`), and `src/contexts.ts` lists them. Nothing in
 * core names a context: the configuration, the data source, the seed runner, the menu seeding, the
 * API module and the worker all read these.
 */
export interface Contribution<Config extends object = object> {
  /** Short name, used in logs and errors. */
  name: string;
  /**
   * The Postgres schemas it owns: only its own SQL names them (`schema-ownership.spec.ts`); no two
   * parts own the same one.
   */
  schemas?: readonly string[];
  /** TypeORM migration classes. Class names (with their timestamp) never change once released. */
  migrations?: readonly Type<unknown>[];
  /** TypeORM entities, when the context uses repositories. */
  entities?: readonly Type<unknown>[];
  /**
   * Its settings: a section of the configuration parsed with its own zod schema
   * (`modules/<context>/<context>.config.ts`, `configSection`), given to its code by injection
   * (`@InjectConfig(SECTION)`). No two sections (the platform's included) declare the same key.
   */
  config?: ConfigSection<Config>;
  /** Menu entries (and so permissions) of the context, seeded after every context's seed. */
  menus?: readonly MenuSeed[];
  /**
   * The part that owns the menu and grant tables (identity-access) writes every part's `menus`
   * with it, after every seed; exactly one part has it. Core only collects the declarations.
   */
  menuSeeder?: (dataSource: DataSource, menus: readonly MenuSeed[]) => Promise<void>;
  /** Demo and reference data; runs in the order of `CONTEXTS`, under the seed lock. */
  seed?: (ctx: SeedContext) => Promise<void>;
  /**
   * The worker process: a worker-safe Nest module of the context (no controllers, no subscribers)
   * holding its job handlers (`@HandlesJob`) and what they need; it imports other contexts' worker
   * modules for what it uses of theirs, never their classes. The worker does not load the API module.
   */
  worker?: Type<unknown>;
  /** Repeating jobs the worker registers at start. */
  schedules?: readonly JobSchedule[];
}

/**
 * A bounded context: its contribution plus the Nest module the API process imports. A context with
 * settings names their type (`ContextDefinition<WidgetsConfig>`), so the app's config type has them.
 */
export interface ContextDefinition<Config extends object = object> extends Contribution<Config> {
  module: Type<unknown>;
}
