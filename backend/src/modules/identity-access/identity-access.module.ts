import { Module } from '@nestjs/common';
import { AccessControlModule } from './access-control.module';
import { AccountsModule } from './accounts.module';
import { SignInController } from './api/sign-in.controller';
import { SignInService } from './services/sign-in.service';

/** Identity and access: sign-in, accounts, roles and menu access. */
@Module({
  imports: [AccessControlModule, AccountsModule],
  controllers: [SignInController],
  providers: [SignInService],
})
export class IdentityAccessModule {}
