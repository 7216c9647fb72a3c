/**
 * The organizations context's face: all another context may import of it (ESLint refuses any
 * deeper path; docs/architecture.md "A public face per context").
 *
 * Organizations and identity-access use each other (the organization directory and replica one
 * way, the user directory the other), so what identity-access takes comes first and imports no
 * other context: a context that loads this face while organizations is still loading finds it
 * already defined. Identity-access imports OrganizationDirectoryModule, never OrganizationsModule.
 */
export { OrganizationDirectory, type OrganizationBillingParty } from './services/organization-directory';
export { OrganizationDirectoryModule } from './services/organization-directory.module';
export { OrganizationReplicaProjection } from './published/organization-replica.projection';
export type { OrganizationEvent, OrganizationEventType } from './domain/organization.events';
export { OrganizationsModule } from './organizations.module';
