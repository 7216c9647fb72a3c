import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  type CreateBankBody,
  PERMISSIONS,
  type UpdateBankBody,
  bankListQuerySchema,
  bankListSchema,
  bankResultSchema,
  createBankSchema,
  hasPermission,
  updateBankSchema,
} from '@bo/shared';
import { CurrentActor, RequireAnyPermission, RequirePermission } from '../../../core/auth/auth.decorators';
import { RolePermissionsService } from '../../../core/auth/role-permissions.service';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { assertStaff } from '../../../core/auth/tenancy';
import { BanksService } from './banks.service';

const tags = ['settings'];

/**
 * `/bo/Bank`. Creating and editing banks is the provider's staff's (banks.create / banks.edit). The
 * list is also open to whoever may request a top-up (credit.create, system-credit.create), since
 * the top-up form offers the banks; those callers see active banks only, whatever they ask.
 */
@Controller('bo/Bank')
export class BanksController {
  constructor(
    private readonly banks: BanksService,
    private readonly permissions: RolePermissionsService,
  ) {}

  @Post('create-bank')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.banksCreate)
  @Contract({ summary: 'Add a receiving bank account (code unique)', body: createBankSchema, response: bankResultSchema, tags })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateBankBody) {
    assertStaff(actor);
    return { ...actionResult('BANK_CREATED'), bank: await this.banks.create(body) };
  }

  @Post('update-bank')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.banksEdit)
  @Contract({
    summary: "Change a bank (all fields; `active` absent keeps the bank's state)",
    body: updateBankSchema,
    response: bankResultSchema,
    tags,
  })
  async update(@CurrentActor() actor: Actor, @Body() body: UpdateBankBody) {
    assertStaff(actor);
    return { ...actionResult('BANK_UPDATED'), bank: await this.banks.update(body) };
  }

  @Get('getBankList')
  @RequireAnyPermission(PERMISSIONS.banksView, PERMISSIONS.creditCreate, PERMISSIONS.systemCreditCreate)
  @Contract({
    summary: 'Banks by name; getActiveOnly=true leaves out inactive ones (always, for callers without banks.view)',
    query: bankListQuerySchema,
    response: bankListSchema,
    tags,
  })
  async list(@CurrentActor() actor: Actor, @Query() query: z.output<typeof bankListQuerySchema>) {
    const administers = hasPermission(await this.permissions.of(actor.role), PERMISSIONS.banksView);
    return this.banks.list(query.getActiveOnly || !administers);
  }
}
