import { Module } from '@nestjs/common';
import { UserDirectory } from './user-directory';

/**
 * Identity-access's published reads about users, in a module of their own that imports nothing,
 * so contexts identity-access itself depends on (organizations) can import it without a cycle.
 */
@Module({ providers: [UserDirectory], exports: [UserDirectory] })
export class UserDirectoryModule {}
