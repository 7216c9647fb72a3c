import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings';
import { FormsController } from './access-control/api/forms.controller';
import { MenusController } from './access-control/api/menus.controller';
import { UacController } from './access-control/api/uac.controller';
import { MenusService } from './access-control/services/menus.service';
import { RolesService } from './access-control/services/roles.service';
import { ACCESS_CONTROL_QUERY_HANDLERS } from './access-control/queries';

/** Roles, menus and per-menu function grants (`/bo/UAC`, `/bo/Menu`, `/bo/Form`); role options are the settings context's. */
@Module({
  imports: [SettingsModule],
  controllers: [UacController, MenusController, FormsController],
  providers: [RolesService, MenusService, ...ACCESS_CONTROL_QUERY_HANDLERS],
  exports: [RolesService],
})
export class AccessControlModule {}
