import { EventStore1732240000000 } from './1732240000000-event-store';
import { IdentityFoundation1732240000100 } from './1732240000100-identity-foundation';

/** Migrations in order of their timestamp; `npm start` and the API apply pending ones at start. */
export const MIGRATIONS = [EventStore1732240000000, IdentityFoundation1732240000100];
