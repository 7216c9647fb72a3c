import { MENU_CODES, SCREEN_PATHS } from '@bo/shared';
import { type ContextDefinition, MENU_GROUPS } from '../../core/wiring/context-definition';
import { EmailTemplates1732240000200 } from './migrations/1732240000200-email-templates';
import { SettingsReferenceData1732240000910 } from './migrations/1732240000910-settings-reference-data';
import { DropdownsAndPaymentBankOptions1732240001400 } from './migrations/1732240001400-dropdowns-and-payment-bank-options';
import { SettingsModule } from './settings.module';
import { SettingsWorkerModule } from './settings.worker.module';
import { seedSettings } from './settings.seed';

/** Settings: banks, role options, bos dropdowns, payment bank options, countries, e-mail templates (see settings.module.ts). */
export const SETTINGS: ContextDefinition = {
  name: 'settings',
  module: SettingsModule,
  schemas: ['settings'],
  migrations: [EmailTemplates1732240000200, SettingsReferenceData1732240000910, DropdownsAndPaymentBankOptions1732240001400],
  seed: ({ dataSource }) => seedSettings(dataSource),
  worker: SettingsWorkerModule,
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
      // The receiving bank accounts offered on the top-up form (web app: features/settings BankListPage).
      code: MENU_CODES.banks,
      nameEn: 'Banks',
      nameMs: 'Bank',
      path: SCREEN_PATHS.banks,
      icon: 'settings',
      group: MENU_GROUPS.settings,
      category: 'Settings',
      sortOrder: 62,
      functions: ['view', 'create', 'edit'],
      grants: {},
    },
    // Permission-only until their screens come (spec: /Settings/dropdown/..., /Settings/emailTemplate/...).
    {
      code: MENU_CODES.dropdowns,
      nameEn: 'Dropdowns',
      nameMs: 'Senarai Pilihan',
      path: null,
      icon: 'list-tree',
      group: MENU_GROUPS.settings,
      category: 'Settings',
      sortOrder: 63,
      functions: ['view', 'create', 'edit'],
      grants: {},
    },
    {
      code: MENU_CODES.paymentBankOptions,
      nameEn: 'Payment Bank Options',
      nameMs: 'Pilihan Bank Pembayaran',
      path: null,
      icon: 'credit-card',
      group: MENU_GROUPS.settings,
      category: 'Settings',
      sortOrder: 64,
      functions: ['view', 'create', 'edit'],
      grants: {},
    },
    {
      code: MENU_CODES.emailTemplates,
      nameEn: 'E-mail Templates',
      nameMs: 'Templat E-mel',
      path: null,
      icon: 'mail',
      group: MENU_GROUPS.settings,
      category: 'Settings',
      sortOrder: 65,
      functions: ['view', 'create', 'edit'],
      grants: {},
    },
  ],
};
