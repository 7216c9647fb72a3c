import { Module } from '@nestjs/common';

/** User accounts: users (`/bo/User`), first-time login, password reset, security settings and devices. */
@Module({
  controllers: [],
  providers: [],
})
export class AccountsModule {}
