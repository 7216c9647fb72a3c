import { MENU_CODES, SCREEN_PATHS } from '@bo/shared';
import { type ContextDefinition, MENU_GROUPS } from '../../core/wiring/context-definition';
import { SendTemplatedEmailJob } from './jobs/send-templated-email.job';
import { EmailTemplates1732240000200 } from './migrations/1732240000200-email-templates';
import { SettingsReferenceData1732240000910 } from './migrations/1732240000910-settings-reference-data';
import { SettingsModule } from './settings.module';
import { seedSettings } from './settings.seed';

/** Settings: banks, role options, countries, e-mail templates (see settings.module.ts). */
export const SETTINGS: ContextDefinition = {
  name: 'settings',
  module: SettingsModule,
  migrations: [EmailTemplates1732240000200, SettingsReferenceData1732240000910],
  seed: ({ dataSource }) => seedSettings(dataSource),
  worker: { jobs: [SendTemplatedEmailJob] },
  menus: [
    {
      code: MENU_CODES.roleOptions,
      nameEn: 'Role Options',
      nameMs: 'Pilihan Peranan',
      path: SCREEN_PATHS.roleOptions,
      icon: 'adjustments',
      group: MENU_GROUPS.settings,
      category: 'Administration',
      sortOrder: 50,
      functions: ['view', 'create', 'edit'],
      grants: { MERCHANT_ADMIN: ['view'] },
    },
    {
      // Permission-only (no screen yet): the receiving bank accounts offered on the top-up form.
      code: MENU_CODES.banks,
      nameEn: 'Banks',
      nameMs: 'Bank',
      path: null,
      icon: 'settings',
      group: MENU_GROUPS.settings,
      category: 'Settings',
      sortOrder: 62,
      functions: ['view', 'create', 'edit'],
      grants: {},
    },
  ],
};
