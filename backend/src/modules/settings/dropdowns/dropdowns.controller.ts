import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type BosDropdownQuery,
  type BosDropdownSave,
  PERMISSIONS,
  bosDropdownKeyListSchema,
  bosDropdownQuerySchema,
  bosDropdownResultSchema,
  bosDropdownSaveSchema,
  bosDropdownSchema,
  hasPermission,
} from '@bo/shared';
import { CurrentActor, RequirePermission, SignedIn } from '../../../core/auth/auth.decorators';
import { RolePermissionsService } from '../../../core/auth/role-permissions.service';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { DropdownsService } from './dropdowns.service';

const tags = ['settings'];

/**
 * The bos dropdown calls of `/bo/Dropdown` (role options and payment bank options have their own
 * controllers under the same path). Reading a dropdown's active options is for any signed-in user
 * (every screen's selects); keeping dropdowns is the provider's staff's (dropdowns.*).
 */
@Controller('bo/Dropdown')
export class DropdownsController {
  constructor(
    private readonly dropdowns: DropdownsService,
    private readonly permissions: RolePermissionsService,
  ) {}

  @Post('bosdropdown')
  @HttpCode(200)
  @SignedIn()
  @Contract({
    summary: 'One dropdown with its options in order: active ones, or all with includeInactive (dropdowns.view)',
    body: bosDropdownQuerySchema,
    response: bosDropdownSchema,
    tags,
  })
  async dropdown(@CurrentActor() actor: Actor, @Body() body: BosDropdownQuery) {
    if (body.includeInactive && !hasPermission(await this.permissions.of(actor.role), PERMISSIONS.dropdownsView)) {
      throw new AppError('DROPDOWN_INACTIVE_NOT_ALLOWED');
    }
    return this.dropdowns.get(body.key, body.includeInactive);
  }

  @Get('bosdropdownkeylist')
  @RequirePermission(PERMISSIONS.dropdownsView)
  @Contract({ summary: 'Every dropdown by key, with its option counts', response: bosDropdownKeyListSchema, tags })
  keys() {
    return this.dropdowns.keys();
  }

  @Post('createbosdropdown')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.dropdownsCreate)
  @Contract({
    summary: 'A new dropdown: key (unique), names and its options in display order',
    body: bosDropdownSaveSchema,
    response: bosDropdownResultSchema,
    tags,
  })
  async create(@CurrentActor() actor: Actor, @Body() body: BosDropdownSave) {
    assertStaff(actor);
    return { ...actionResult('DROPDOWN_CREATED'), dropdown: await this.dropdowns.create(body) };
  }

  @Post('updatebosdropdown')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.dropdownsEdit)
  @Contract({
    summary: 'Rewrite a dropdown: names, labels, order, active flags, new options; every existing code must be listed',
    body: bosDropdownSaveSchema,
    response: bosDropdownResultSchema,
    tags,
  })
  async update(@CurrentActor() actor: Actor, @Body() body: BosDropdownSave) {
    assertStaff(actor);
    return { ...actionResult('DROPDOWN_UPDATED'), dropdown: await this.dropdowns.update(body) };
  }
}
