import type { ContextDefinition } from './core/wiring/context-definition';
import { ATTRACTIONS } from './modules/attractions/attractions.context';
import { BOOKINGS } from './modules/bookings/bookings.context';
import { CREDIT } from './modules/credit/credit.context';
import { FINANCE } from './modules/finance/finance.context';
import { HOTELS } from './modules/hotels/hotels.context';
import { IDENTITY_ACCESS } from './modules/identity-access/identity-access.context';
import { ORGANIZATIONS } from './modules/organizations/organizations.context';
import { PRICING } from './modules/pricing/pricing.context';
import { REPORTS } from './modules/reports/reports.context';
import { SETTINGS } from './modules/settings/settings.context';

/**
 * Every bounded context of the app, one line each: the API module, the worker, the configuration
 * (each context's section; `as const` keeps their types for `AppConfig`), the data source
 * (migrations, entities), the seed and the menu seeding all read this list. In dependency order:
 * seeds run in it (identity-access first: the others name its roles).
 * Adding a context: docs/adding-a-context.md.
 */
export const CONTEXTS = [
  IDENTITY_ACCESS,
  SETTINGS,
  ORGANIZATIONS,
  CREDIT,
  HOTELS,
  PRICING,
  ATTRACTIONS,
  BOOKINGS,
  FINANCE,
  REPORTS,
] as const satisfies readonly ContextDefinition[];
