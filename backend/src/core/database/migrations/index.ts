import { EventStore1732240000000 } from './1732240000000-event-store';
import { IdentityFoundation1732240000100 } from './1732240000100-identity-foundation';
import { AuditTrail1732240000300 } from './1732240000300-audit-trail';
import { AccessControl1732240000400 } from './1732240000400-access-control';
import { Storage1732240000600 } from './1732240000600-storage';
import { StagedUploads1732240001450 } from './1732240001450-staged-uploads';

/**
 * The platform's own migrations. Every context contributes its own (`migrations` of its
 * definition); the data source runs them all in timestamp order.
 *
 * Why these are platform: the event store, audit trail and file storage are core services; roles,
 * menus and per-role grants (IdentityFoundation, AccessControl) are the permission model `core/auth`
 * reads and the menu seeding writes. IdentityFoundation also creates users and sessions, and
 * AccessControl the role options table: released migrations are never edited, so they stay whole.
 * The accounts migration (identity-access) extends users; the settings migration
 * SettingsReferenceData1732240000910 moved `role_options` to the settings schema.
 */
export const PLATFORM_MIGRATIONS = [
  EventStore1732240000000,
  IdentityFoundation1732240000100,
  AuditTrail1732240000300,
  AccessControl1732240000400,
  Storage1732240000600,
  StagedUploads1732240001450,
];
