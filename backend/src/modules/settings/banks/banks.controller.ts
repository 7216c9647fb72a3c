import { Get, Inject, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  PERMISSIONS,
  bankListQuerySchema,
  bankListSchema,
  bankResultSchema,
  createBankSchema,
  hasPermission,
  updateBankSchema,
} from '@bo/shared';
import { CurrentActor, RequireAnyPermission } from '../../../core/auth/auth.decorators';
import { RolePermissionsService } from '../../../core/auth/role-permissions.service';
import type { Actor } from '../../../core/context/request-context';
import { resourceController } from '../../../core/crud/resource-controller';
import { Contract } from '../../../core/http/contract.decorator';
import { BanksService } from './banks.service';

const tags = ['settings'];

/**
 * `/bo/Bank`. Creating and editing banks is the provider's staff's (banks.create / banks.edit). The
 * list is also open to whoever may request a top-up (credit.create, system-credit.create), since
 * the top-up form offers the banks; those callers see active banks only, whatever they ask.
 */
export class BanksController extends resourceController({
  name: 'BanksController',
  path: 'bo/Bank',
  tags,
  service: BanksService,
  create: {
    path: 'create-bank',
    permission: PERMISSIONS.banksCreate,
    summary: 'Add a receiving bank account (code unique)',
    body: createBankSchema,
    response: bankResultSchema,
    success: 'BANK_CREATED',
    as: 'bank',
  },
  update: {
    path: 'update-bank',
    permission: PERMISSIONS.banksEdit,
    summary: "Change a bank (all fields; `active` absent keeps the bank's state)",
    body: updateBankSchema,
    response: bankResultSchema,
    success: 'BANK_UPDATED',
    as: 'bank',
  },
}) {
  // A subclass without a class decorator has no emitted parameter types: its injections are named.
  constructor(
    @Inject(BanksService) private readonly banks: BanksService,
    @Inject(RolePermissionsService) private readonly permissions: RolePermissionsService,
  ) {
    super(banks);
  }

  @Get('getBankList')
  @RequireAnyPermission(PERMISSIONS.banksView, PERMISSIONS.creditCreate, PERMISSIONS.systemCreditCreate)
  @Contract({
    summary: 'Banks by name; getActiveOnly=true leaves out inactive ones (always, for callers without banks.view)',
    query: bankListQuerySchema,
    response: bankListSchema,
    tags,
  })
  async bankList(@CurrentActor() actor: Actor, @Query() query: z.output<typeof bankListQuerySchema>) {
    const administers = hasPermission(await this.permissions.of(actor.role), PERMISSIONS.banksView);
    return this.banks.list({ activeOnly: query.getActiveOnly || !administers });
  }
}
