import { EventStore1732240000000 } from './1732240000000-event-store';
import { IdentityFoundation1732240000100 } from './1732240000100-identity-foundation';
import { EmailTemplates1732240000200 } from './1732240000200-email-templates';
import { AuditTrail1732240000300 } from './1732240000300-audit-trail';
import { AccessControl1732240000400 } from './1732240000400-access-control';
import { Accounts1732240000500 } from './1732240000500-accounts';
import { Storage1732240000600 } from './1732240000600-storage';
import { Organizations1732240000700 } from './1732240000700-organizations';
import { Credit1732240000800 } from './1732240000800-credit';

/** Migrations in order of their timestamp; `npm start` and the API apply pending ones at start. */
export const MIGRATIONS = [
  EventStore1732240000000,
  IdentityFoundation1732240000100,
  EmailTemplates1732240000200,
  AuditTrail1732240000300,
  AccessControl1732240000400,
  Accounts1732240000500,
  Storage1732240000600,
  Organizations1732240000700,
  Credit1732240000800,
];
