import { Module } from '@nestjs/common';
import { AccessControlModule } from './access-control.module';
import { AccountsModule } from './accounts.module';
import { SignInController } from './api/sign-in.controller';
import { IdentityAuthSource } from './services/identity-auth-source';
import { SignInService } from './services/sign-in.service';

/** Identity and access: sign-in, accounts, roles and menu access. */
@Module({
  imports: [AccessControlModule, AccountsModule],
  controllers: [SignInController],
  // IdentityAuthSource: what the platform's authorization asks of users and roles (core's IdentitySources port).
  providers: [SignInService, IdentityAuthSource],
})
export class IdentityAccessModule {}
