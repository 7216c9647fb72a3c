import { EventStore1732240000000 } from './1732240000000-event-store';
import { AuditTrail1732240000300 } from './1732240000300-audit-trail';
import { Storage1732240000600 } from './1732240000600-storage';
import { StagedUploads1732240001450 } from './1732240001450-staged-uploads';
import { ExportRuns1732240002250 } from './1732240002250-export-runs';

/**
 * The platform's own migrations: the event store, audit trail and file storage (exports' runs
 * included), core services that
 * hold no business data. Every context contributes its own (`migrations` of its definition; the
 * identity tables are identity-access's); the data source runs them all in timestamp order, so a
 * migration moved between contributors keeps its place and its name (already-applied databases
 * see no change).
 */
export const PLATFORM_MIGRATIONS = [
  EventStore1732240000000,
  AuditTrail1732240000300,
  Storage1732240000600,
  StagedUploads1732240001450,
  ExportRuns1732240002250,
];
