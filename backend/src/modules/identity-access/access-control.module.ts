import { Module } from '@nestjs/common';
import { FormsController } from './access-control/api/forms.controller';
import { MenusController } from './access-control/api/menus.controller';
import { RoleOptionsController } from './access-control/api/role-options.controller';
import { UacController } from './access-control/api/uac.controller';
import { FormInitService } from './access-control/services/form-init.service';
import { MenusService } from './access-control/services/menus.service';
import { RoleOptionsService } from './access-control/services/role-options.service';
import { RolesService } from './access-control/services/roles.service';

/** Roles, menus and per-menu function grants (`/bo/UAC`, `/bo/Menu`, `/bo/Form`, role options of `/bo/Dropdown`). */
@Module({
  controllers: [UacController, MenusController, FormsController, RoleOptionsController],
  providers: [RolesService, MenusService, RoleOptionsService, FormInitService],
  exports: [RolesService, RoleOptionsService],
})
export class AccessControlModule {}
