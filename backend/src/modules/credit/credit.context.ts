import { MENU_CODES, SCREEN_PATHS } from '@bo/shared';
import { type ContextDefinition, type MenuGroup } from '../../core/wiring/context-definition';
import { CreditModule } from './credit.module';
import { CreditWorkerModule } from './credit.worker.module';
import { EXPIRE_CREDIT_HOLDS_EVERY_MS, ExpireCreditHolds } from './jobs/expire-credit-holds.job';
import { Credit1732240000800 } from './migrations/1732240000800-credit';
import { CreditOrganizations1732240001100 } from './migrations/1732240001100-credit-organizations';
import { CreditRemarkCodes1732240002137 } from './migrations/1732240002137-credit-remark-codes';

/** The navigation group of its screens. */
const CREDIT_GROUP: MenuGroup = ['Credit', 'Kredit'];

/** Agent and system credit: event-sourced ledger, top-ups, system fees; see docs/credit.md. */
export const CREDIT: ContextDefinition = {
  name: 'credit',
  module: CreditModule,
  schemas: ['credit'],
  // Also made credit.banks, since moved to the settings schema (SettingsReferenceData1732240000910).
  migrations: [Credit1732240000800, CreditOrganizations1732240001100, CreditRemarkCodes1732240002137],
  // The ledger asks the organizations context whether an organization may open an account.
  worker: CreditWorkerModule,
  schedules: [
    {
      id: 'expire-credit-holds',
      job: ExpireCreditHolds,
      everyMs: EXPIRE_CREDIT_HOLDS_EVERY_MS,
      data: {},
      opts: { removeOnComplete: true },
    },
  ],
  menus: [
    {
      code: MENU_CODES.credit,
      nameEn: 'Credit Top-ups and Payments',
      nameMs: 'Tambah Nilai dan Pembayaran Kredit',
      path: SCREEN_PATHS.topUps,
      icon: 'credit-card',
      group: CREDIT_GROUP,
      category: 'Finance',
      sortOrder: 30,
      functions: ['view', 'create', 'edit', 'approve'],
      // Their own organization's credit only (the service enforces tenancy); decisions and adjustments are the provider's.
      grants: { MERCHANT_ADMIN: ['view', 'create'], MERCHANT_USER: ['view'] },
    },
    {
      // The provider's own credit and its system fee settings (web app: features/credit SystemCreditPage).
      code: MENU_CODES.systemCredit,
      nameEn: 'System Credit and Fees',
      nameMs: 'Kredit dan Yuran Sistem',
      path: SCREEN_PATHS.systemCredit,
      icon: 'cash',
      group: CREDIT_GROUP,
      category: 'Finance',
      sortOrder: 31,
      functions: ['view', 'create', 'edit', 'approve'],
      grants: {},
    },
  ],
};
