import { Module } from '@nestjs/common';

/** Roles, menus and per-menu function grants (`/bo/UAC`, `/bo/Menu`, `/bo/Form`, role options of `/bo/Dropdown`). */
@Module({
  controllers: [],
  providers: [],
})
export class AccessControlModule {}
