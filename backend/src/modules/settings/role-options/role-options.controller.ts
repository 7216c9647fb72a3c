import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  PERMISSIONS,
  type RoleOptionUpdate,
  roleOptionCreateSchema,
  roleOptionListSchema,
  roleOptionResultSchema,
  roleOptionUpdateSchema,
  roleOptionsByRoleQuerySchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission, SignedIn } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { RoleOptionsService } from './role-options.service';

const tags = ['settings'];

/** Role options (the levels of a role): the `/bo/Dropdown` role option calls of the settings context. */
@Controller('bo/Dropdown')
export class RoleOptionsController {
  constructor(private readonly options: RoleOptionsService) {}

  @Post('createroleoptions')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.roleOptionsCreate)
  @Contract({ summary: 'Add a level to a role', body: roleOptionCreateSchema, response: roleOptionResultSchema, tags })
  async create(@Body() body: z.output<typeof roleOptionCreateSchema>) {
    return { ...actionResult('ROLE_OPTION_CREATED'), option: await this.options.create(body) };
  }

  @Post('updateroleoptions')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.roleOptionsEdit)
  @Contract({
    summary: 'Change a level (label, order, active)',
    body: roleOptionUpdateSchema,
    response: roleOptionResultSchema,
    tags,
  })
  async update(@Body() body: RoleOptionUpdate) {
    return { ...actionResult('ROLE_OPTION_UPDATED'), option: await this.options.update(body) };
  }

  @Get('getallroleoptions')
  @RequirePermission(PERMISSIONS.roleOptionsView)
  @Contract({ summary: 'Every level of every role, inactive ones included', response: roleOptionListSchema, tags })
  all() {
    return this.options.all();
  }

  @Get('getroleoptions')
  @SignedIn()
  @Contract({ summary: "Active levels of the signed-in user's role", response: roleOptionListSchema, tags })
  mine(@CurrentActor() actor: Actor) {
    return this.options.activeOf(actor.role);
  }

  @Get('getroleoptionsbyrole')
  @RequirePermission(PERMISSIONS.roleOptionsView)
  @Contract({ summary: 'Active levels of one role', query: roleOptionsByRoleQuerySchema, response: roleOptionListSchema, tags })
  byRole(@Query() query: z.output<typeof roleOptionsByRoleQuerySchema>) {
    return this.options.activeOf(query.roleCode);
  }
}
