import { Get, Inject, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  PERMISSIONS,
  roleOptionCreateSchema,
  roleOptionListSchema,
  roleOptionResultSchema,
  roleOptionUpdateSchema,
  roleOptionsByRoleQuerySchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission, SignedIn } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { resourceController } from '../../../core/crud/resource-controller';
import { Contract } from '../../../core/http/contract.decorator';
import { RoleOptionsService } from './role-options.service';

const tags = ['settings'];

/** Role options (the levels of a role): the `/bo/Dropdown` role option calls of the settings context. */
export class RoleOptionsController extends resourceController({
  name: 'RoleOptionsController',
  path: 'bo/Dropdown',
  tags,
  service: RoleOptionsService,
  staffOnly: false,
  create: {
    path: 'createroleoptions',
    permission: PERMISSIONS.roleOptionsCreate,
    summary: 'Add a level to a role',
    body: roleOptionCreateSchema,
    response: roleOptionResultSchema,
    success: 'ROLE_OPTION_CREATED',
    as: 'option',
  },
  update: {
    path: 'updateroleoptions',
    permission: PERMISSIONS.roleOptionsEdit,
    summary: 'Change a level (label, order, active)',
    body: roleOptionUpdateSchema,
    response: roleOptionResultSchema,
    success: 'ROLE_OPTION_UPDATED',
    as: 'option',
  },
  list: {
    method: 'GET',
    path: 'getallroleoptions',
    permission: PERMISSIONS.roleOptionsView,
    summary: 'Every level of every role, inactive ones included',
    response: roleOptionListSchema,
  },
}) {
  constructor(@Inject(RoleOptionsService) private readonly options: RoleOptionsService) {
    super(options);
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
