import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  PERMISSIONS,
  appSettingInitSchema,
  formQuerySchema,
  functionInitSchema,
  menuInitSchema,
  racInitSchema,
  uacInitSchema,
  userManagementInitSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission, SignedIn } from '../../../../core/auth/auth.decorators';
import type { Actor } from '../../../../core/context/request-context';
import { Contract } from '../../../../core/http/contract.decorator';
import { QueryBus } from '@nestjs/cqrs';
import { GetFormInit } from '../queries/get-form-init/get-form-init.query';

const tags = ['access-control'];

/** `/bo/Form` inits: everything a screen's drop-downs need, in one call. */
@Controller('bo/Form')
export class FormsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('appsetting/init')
  @SignedIn()
  @Contract({
    summary: 'App-wide choices: page sizes, languages, attachment limit and types',
    response: appSettingInitSchema,
    tags,
  })
  appSetting(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetFormInit('appsetting', actor));
  }

  @Get('rac/init')
  @RequirePermission(PERMISSIONS.rolesView)
  @Contract({ summary: 'Role list screen: roles, functions, page sizes', response: racInitSchema, tags })
  rac(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetFormInit('rac', actor));
  }

  @Get('usermanagement/init')
  @RequirePermission(PERMISSIONS.usersView)
  @Contract({
    summary: 'User screens: roles, levels per role, ID types, titles, statuses, page sizes',
    response: userManagementInitSchema,
    tags,
  })
  userManagement(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetFormInit('usermanagement', actor));
  }

  @Get('query')
  @SignedIn()
  @Contract({ summary: "One screen's init by name (checked against that screen's permission)", query: formQuerySchema, tags })
  query(@Query() query: z.output<typeof formQuerySchema>, @CurrentActor() actor: Actor) {
    return this.queries.execute(new GetFormInit(query.screen, actor, true));
  }

  @Post('function/init')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.menusView)
  @Contract({ summary: 'The functions a menu entry can offer, with labels', response: functionInitSchema, tags })
  functions(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetFormInit('function', actor));
  }

  @Post('menu/init')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.menusView)
  @Contract({ summary: 'Menu form: groups, categories, parents, functions, icons', response: menuInitSchema, tags })
  menu(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetFormInit('menu', actor));
  }

  @Post('uac/init')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.rolesView)
  @Contract({ summary: 'Access matrix screen: roles, every menu entry, functions', response: uacInitSchema, tags })
  uac(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetFormInit('uac', actor));
  }
}
