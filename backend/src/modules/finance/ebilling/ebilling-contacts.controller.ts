import { Get, Inject, Query } from '@nestjs/common';
import type { z } from 'zod';
import {
  createEbillingContactSchema,
  ebillingContactByDocumentNumberSchema,
  ebillingContactByNameSchema,
  ebillingContactByTypeSchema,
  ebillingContactFilterSchema,
  ebillingContactIdQuerySchema,
  ebillingContactListSchema,
  ebillingContactPageQuerySchema,
  ebillingContactPageSchema,
  ebillingContactRemovedSchema,
  ebillingContactResultSchema,
  PERMISSIONS,
  updateEbillingContactSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { resourceController } from '../../../core/crud/resource-controller';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { EbillingContactsService } from './ebilling-contacts.service';

const tags = ['finance'];
const { ebillingContactsView: VIEW } = PERMISSIONS;

/**
 * `/bo/Ebilling` (spec api-calls 214-221, paths as the spec spells them). Contacts are the
 * provider's own records (buyers' TINs, ids and addresses): every call is the provider's staff's,
 * reads included (`assertStaff`), whatever an agency role is granted.
 */
export class EbillingContactsController extends resourceController({
  name: 'EbillingContactsController',
  path: 'bo/Ebilling',
  tags,
  service: EbillingContactsService,
  create: {
    path: 'CreateEbillingContact',
    permission: PERMISSIONS.ebillingContactsCreate,
    summary:
      'Add an e-billing contact (id type + document number unique among active contacts); its TIN is then checked with LHDN',
    body: createEbillingContactSchema,
    response: ebillingContactResultSchema,
    success: 'EBILLING_CONTACT_CREATED',
    as: 'contact',
  },
  update: {
    path: 'UpdateEbillingContact',
    permission: PERMISSIONS.ebillingContactsEdit,
    summary: 'Change an e-billing contact (all fields); a changed TIN, id type or document number is checked with LHDN again',
    body: updateEbillingContactSchema,
    response: ebillingContactResultSchema,
    success: 'EBILLING_CONTACT_UPDATED',
    as: 'contact',
  },
}) {
  // A subclass without a class decorator has no emitted parameter types: its injections are named.
  constructor(@Inject(EbillingContactsService) private readonly contacts: EbillingContactsService) {
    super(contacts);
  }

  @Get('GetEbillingContactList')
  @RequirePermission(VIEW)
  @Contract({
    summary: 'Active e-billing contacts, paged and sorted',
    query: ebillingContactPageQuerySchema,
    response: ebillingContactPageSchema,
    tags,
  })
  list(@CurrentActor() actor: Actor, @Query() q: z.output<typeof ebillingContactPageQuerySchema>) {
    assertStaff(actor);
    return this.contacts.page(q);
  }

  @Get('GetEbillingContactListByFilter')
  @RequirePermission(VIEW)
  @Contract({
    summary: 'Active e-billing contacts of a type, whose name or document number contains the text; paged',
    query: ebillingContactFilterSchema,
    response: ebillingContactPageSchema,
    tags,
  })
  byFilter(@CurrentActor() actor: Actor, @Query() q: z.output<typeof ebillingContactFilterSchema>) {
    assertStaff(actor);
    return this.contacts.page(q);
  }

  @Get('GetEbillingContactListByDocumentNumber')
  @RequirePermission(VIEW)
  @Contract({
    summary: 'Active e-billing contacts with exactly this document number (at most one per id type)',
    query: ebillingContactByDocumentNumberSchema,
    response: ebillingContactListSchema,
    tags,
  })
  byDocumentNumber(@CurrentActor() actor: Actor, @Query() q: z.output<typeof ebillingContactByDocumentNumberSchema>) {
    assertStaff(actor);
    return this.contacts.list({ documentNumber: q.documentNumber });
  }

  @Get('GetEbillingContactListByName')
  @RequirePermission(VIEW)
  @Contract({
    summary: 'Active e-billing contacts whose name contains the text (at most 200, by name)',
    query: ebillingContactByNameSchema,
    response: ebillingContactListSchema,
    tags,
  })
  byName(@CurrentActor() actor: Actor, @Query() q: z.output<typeof ebillingContactByNameSchema>) {
    assertStaff(actor);
    return this.contacts.list({ name: q.name });
  }

  @Get('GetEbillingContactListByType')
  @RequirePermission(VIEW)
  @Contract({
    summary: 'Active e-billing contacts of a type (at most 200, by name)',
    query: ebillingContactByTypeSchema,
    response: ebillingContactListSchema,
    tags,
  })
  byType(@CurrentActor() actor: Actor, @Query() q: z.output<typeof ebillingContactByTypeSchema>) {
    assertStaff(actor);
    return this.contacts.list({ type: q.type });
  }

  /**
   * A write on GET because the spec says so. It cannot be forged cross-site: the API authenticates
   * by the `Authorization: Bearer` header only (no cookie session), which a cross-site link, image
   * or form cannot send, and a cross-origin script cannot add it without a CORS preflight the API
   * never grants (docs/finance-ebilling.md). It deactivates; it never deletes.
   */
  @Get('RemoveEbillingContact')
  @RequirePermission(PERMISSIONS.ebillingContactsDelete)
  @Contract({
    summary: 'Remove an e-billing contact: deactivated (issued e-invoices keep naming it), gone from the lists',
    query: ebillingContactIdQuerySchema,
    response: ebillingContactRemovedSchema,
    tags,
  })
  async remove(@CurrentActor() actor: Actor, @Query() q: z.output<typeof ebillingContactIdQuerySchema>) {
    assertStaff(actor);
    await this.contacts.deactivate(q.id);
    return { ...actionResult('EBILLING_CONTACT_REMOVED'), id: q.id };
  }
}
