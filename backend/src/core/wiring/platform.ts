import { MENU_CODES, SCREEN_PATHS, UNCLAIMED_UPLOAD_HOURS } from '@bo/shared';
import { PLATFORM_MIGRATIONS } from '../database/migrations';
import { PurgeIdempotencyKeys } from '../maintenance/purge-idempotency-keys.job';
import { PurgeUnclaimedUploads } from '../maintenance/purge-unclaimed-uploads.job';
import { type Contribution, MENU_GROUPS } from './context-definition';
import { PlatformWorkerModule } from './platform-worker.module';

/**
 * What the platform itself contributes, read by the same machinery as the contexts: its
 * migrations, the menu entries of its own screens and permissions (home, audit trail,
 * operations), its maintenance jobs and the mail transport every e-mail job uses.
 */
export const PLATFORM: Contribution = {
  name: 'platform',
  schemas: ['storage', 'audit', 'event_store'],
  migrations: PLATFORM_MIGRATIONS,
  menus: [
    {
      code: MENU_CODES.dashboard,
      nameEn: 'Dashboard',
      nameMs: 'Papan Pemuka',
      path: SCREEN_PATHS.home,
      icon: 'layout-dashboard',
      group: MENU_GROUPS.general,
      category: 'Main',
      sortOrder: 10,
      functions: ['view'],
      grants: { MERCHANT_ADMIN: ['view'], MERCHANT_USER: ['view'] },
    },
    {
      code: MENU_CODES.audit,
      nameEn: 'Audit Trail',
      nameMs: 'Jejak Audit',
      path: null,
      icon: 'history',
      group: MENU_GROUPS.system,
      category: 'System',
      sortOrder: 60,
      functions: ['view'],
      grants: {},
    },
    {
      code: MENU_CODES.ops,
      nameEn: 'Operations',
      nameMs: 'Operasi',
      path: null,
      icon: 'server',
      group: MENU_GROUPS.system,
      category: 'System',
      sortOrder: 70,
      functions: ['view', 'edit'],
      grants: {},
    },
    {
      // Permission-only: the data of jobs (recipients, parameters) is more than the ops overview.
      code: MENU_CODES.jobData,
      nameEn: 'Job Data',
      nameMs: 'Data Tugasan',
      path: null,
      icon: 'server',
      group: MENU_GROUPS.system,
      category: 'System',
      sortOrder: 71,
      functions: ['view'],
      grants: {},
    },
  ],
  worker: PlatformWorkerModule,
  schedules: [
    { id: 'purge-idempotency-keys-hourly', job: PurgeIdempotencyKeys, everyMs: 3_600_000, data: { olderThanHours: 24 } },
    {
      id: 'purge-unclaimed-uploads-hourly',
      job: PurgeUnclaimedUploads,
      everyMs: 3_600_000,
      data: { olderThanHours: UNCLAIMED_UPLOAD_HOURS },
    },
  ],
};
