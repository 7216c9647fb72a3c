/**
 * The identity-access context's face: all another context may import of it (ESLint refuses any
 * deeper path; docs/architecture.md "A public face per context").
 *
 * Organizations and identity-access use each other (the user directory one way, the organization
 * directory and replica the other), so the import-free user directory comes first: a context
 * that loads this face while identity-access is still loading finds it already defined.
 */
export { UserDirectory } from './accounts/directory/user-directory';
export { UserDirectoryModule } from './accounts/directory/user-directory.module';
export { IdentityAccessModule } from './identity-access.module';
