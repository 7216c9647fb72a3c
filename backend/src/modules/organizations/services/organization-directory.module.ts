import { Module } from '@nestjs/common';
import { OrganizationDirectory } from './organization-directory';

/**
 * Organizations' published reads (exists, code, approved) in a module of their own that imports
 * nothing: what the credit ledger needs in the worker, and any context may import.
 */
@Module({ providers: [OrganizationDirectory], exports: [OrganizationDirectory] })
export class OrganizationDirectoryModule {}
