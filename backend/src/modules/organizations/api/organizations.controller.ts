import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UploadedFiles } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type CreateOrganizationRequest,
  type CreateProductRateCodeRequest,
  ORGANIZATION_DOCUMENTS_FIELD,
  ORGANIZATION_DOCUMENTS_MAX,
  type OrganizationListQuery,
  type OrganizationStatusUpdateRequest,
  PERMISSIONS,
  type ResetSecretKeyRequest,
  type UpdateOrganizationRequest,
  type UpdateProductRateCodeRequest,
  type UpdateSupportingDocumentRequest,
  actionResultSchema,
  createOrganizationResponseSchema,
  createOrganizationSchema,
  createProductRateCodeSchema,
  organizationDetailsSchema,
  organizationDropDownSchema,
  organizationHistorySchema,
  organizationInfoCompleteSchema,
  organizationListPageSchema,
  organizationListQuerySchema,
  organizationListSchema,
  organizationStatusUpdateResponseSchema,
  organizationStatusUpdateSchema,
  organizationTargetQuerySchema,
  productRateCodeResponseSchema,
  resetSecretKeyResponseSchema,
  resetSecretKeySchema,
  updateOrganizationSchema,
  updateProductRateCodeSchema,
  updateSupportingDocumentResponseSchema,
  updateSupportingDocumentSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { AcceptsAttachments } from '../../../core/storage/attachment.interceptor';
import type { UploadedFile } from '../../../core/storage/storage.service';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateOrganization } from '../commands/create-organization/create-organization.command';
import { DecideOrganization } from '../commands/decide-organization/decide-organization.command';
import { ResetSecretKey } from '../commands/reset-secret-key/reset-secret-key.command';
import { SaveProductRateCode } from '../commands/save-product-rate-code/save-product-rate-code.command';
import { UpdateOrganization } from '../commands/update-organization/update-organization.command';
import { UpdateSupportingDocuments } from '../commands/update-supporting-documents/update-supporting-documents.command';
import { targetOrganization } from '../../../core/auth/tenancy';
import { GetOrganizationDetails } from '../queries/get-organization-details/get-organization-details.query';
import { GetOrganizationDropDown } from '../queries/get-organization-drop-down/get-organization-drop-down.query';
import { GetOrganizationHistory } from '../queries/get-organization-history/get-organization-history.query';
import { GetOrganizationInfoComplete } from '../queries/get-organization-info-complete/get-organization-info-complete.query';
import { GetOrganizationList } from '../queries/get-organization-list/get-organization-list.query';
import { GetOrganizationPage } from '../queries/get-organization-page/get-organization-page.query';
import { SendOrganizationDocument } from '../queries/send-organization-document/send-organization-document.query';
import { SecretAnswer } from '../../../core/http/idempotency.interceptor';

type Files = Record<string, UploadedFile[] | undefined> | undefined;
export const documentsOf = (files: Files) => files?.[ORGANIZATION_DOCUMENTS_FIELD] ?? [];
const idParams = z.object({ id: z.uuid({ error: 'RECORD_NOT_FOUND' }) });
const documentParams = idParams.extend({ documentId: z.uuid({ error: 'RECORD_NOT_FOUND' }) });
const tags = ['organizations'];

/**
 * `/bo/Organization` (spec section 7) plus two additions: the authorized document download and the
 * status history. Static paths are declared before `:id` (Nest matches in declaration order), and
 * `:id` must be a uuid. Lists, creation and decisions are for the provider's staff; the calls on
 * one organization let an agency user reach its own (from the token) and answer 404 for another's.
 */
@Controller('bo/Organization')
export class OrganizationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('create')
  @RequirePermission(PERMISSIONS.organizationsCreate)
  @AcceptsAttachments([{ name: ORGANIZATION_DOCUMENTS_FIELD, maxCount: ORGANIZATION_DOCUMENTS_MAX }])
  @Contract({
    summary:
      'Staff create an organization (multipart, 0-5 `documents`); approved at once, its admin user gets a first-time login link',
    body: createOrganizationSchema,
    response: createOrganizationResponseSchema,
    tags,
  })
  create(@CurrentActor() actor: Actor, @Body() body: CreateOrganizationRequest, @UploadedFiles() files: Files) {
    return this.commands.execute(new CreateOrganization(actor, body, documentsOf(files)));
  }

  @Post('update')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.organizationsEdit)
  @Contract({ summary: "Update an organization's details", body: updateOrganizationSchema, response: actionResultSchema, tags })
  update(@CurrentActor() actor: Actor, @Body() body: UpdateOrganizationRequest) {
    return this.commands.execute(new UpdateOrganization(actor, body));
  }

  @Post('createOrganizationProductRateCode')
  @RequirePermission(PERMISSIONS.organizationsEdit)
  @Contract({
    summary: 'Add a product rate code (approved organizations)',
    body: createProductRateCodeSchema,
    response: productRateCodeResponseSchema,
    tags,
  })
  createRateCode(@CurrentActor() actor: Actor, @Body() body: CreateProductRateCodeRequest) {
    return this.commands.execute(new SaveProductRateCode(actor, body));
  }

  @Post('updateOrganizationProductRateCode')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.organizationsEdit)
  @Contract({
    summary: 'Change a product rate code',
    body: updateProductRateCodeSchema,
    response: productRateCodeResponseSchema,
    tags,
  })
  updateRateCode(@CurrentActor() actor: Actor, @Body() body: UpdateProductRateCodeRequest) {
    return this.commands.execute(new SaveProductRateCode(actor, body));
  }

  @Post('updateOrganizationSupportingDocument')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.organizationsEdit)
  @AcceptsAttachments([{ name: ORGANIZATION_DOCUMENTS_FIELD, maxCount: ORGANIZATION_DOCUMENTS_MAX }])
  @Contract({
    summary: 'Replace a supporting document (`documentId` + one file) or add documents (multipart `documents`)',
    body: updateSupportingDocumentSchema,
    response: updateSupportingDocumentResponseSchema,
    tags,
  })
  updateDocuments(@CurrentActor() actor: Actor, @Body() body: UpdateSupportingDocumentRequest, @UploadedFiles() files: Files) {
    return this.commands.execute(new UpdateSupportingDocuments(actor, body, documentsOf(files)));
  }

  @Post('reset-secret-key')
  @HttpCode(200)
  @SecretAnswer()
  @RequirePermission(PERMISSIONS.organizationsEdit)
  @Contract({
    summary: "New secret key for the organization's systems: shown once in this answer; the old key stops working at once",
    body: resetSecretKeySchema,
    response: resetSecretKeyResponseSchema,
    tags,
  })
  resetSecretKey(@CurrentActor() actor: Actor, @Body() body: ResetSecretKeyRequest) {
    return this.commands.execute(new ResetSecretKey(actor, body));
  }

  @Post('status/update')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.organizationsApprove)
  @Contract({
    summary: 'Approve or reject (with a reason) a pending organization',
    body: organizationStatusUpdateSchema,
    response: organizationStatusUpdateResponseSchema,
    tags,
  })
  updateStatus(@CurrentActor() actor: Actor, @Body() body: OrganizationStatusUpdateRequest) {
    return this.commands.execute(new DecideOrganization(actor, body));
  }

  @Get('isOrganizationInfoComplete')
  @RequirePermission(PERMISSIONS.organizationsView)
  @Contract({
    summary: 'Whether the organization has every required detail and a supporting document',
    query: organizationTargetQuerySchema,
    response: organizationInfoCompleteSchema,
    tags,
  })
  isInfoComplete(@CurrentActor() actor: Actor, @Query() query: { organizationId?: string }) {
    return this.queries.execute(new GetOrganizationInfoComplete(actor, targetOrganization(actor, query.organizationId)));
  }

  @Get('organizationDropDown')
  @RequirePermission(PERMISSIONS.organizationsView)
  @Contract({ summary: 'Approved organizations as options', response: organizationDropDownSchema, tags })
  dropDown(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetOrganizationDropDown(actor));
  }

  @Get('organizationList')
  @RequirePermission(PERMISSIONS.organizationsView)
  @Contract({ summary: 'Every organization (staff)', response: organizationListSchema, tags })
  list(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetOrganizationList(actor));
  }

  @Get('organizationListPage')
  @RequirePermission(PERMISSIONS.organizationsView)
  @Contract({
    summary: 'Organizations, filtered, sorted and paged (staff)',
    query: organizationListQuerySchema,
    response: organizationListPageSchema,
    tags,
  })
  listPage(@CurrentActor() actor: Actor, @Query() query: OrganizationListQuery) {
    return this.queries.execute(new GetOrganizationPage(actor, query, undefined));
  }

  @Get('pendingOrganizationListPage')
  @RequirePermission(PERMISSIONS.organizationsApprove)
  @Contract({
    summary: 'The approval queue: pending organizations, oldest first (staff)',
    query: organizationListQuerySchema,
    response: organizationListPageSchema,
    tags,
  })
  pendingListPage(@CurrentActor() actor: Actor, @Query() query: OrganizationListQuery) {
    return this.queries.execute(new GetOrganizationPage(actor, query, 'pending'));
  }

  @Get(':id/history')
  @RequirePermission(PERMISSIONS.organizationsView)
  @Contract({
    summary: "The organization's events (status changes with reasons), oldest first",
    params: idParams,
    response: organizationHistorySchema,
    tags,
  })
  history(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.queries.execute(new GetOrganizationHistory(actor, id));
  }

  @Get(':id/documents/:documentId')
  @RequirePermission(PERMISSIONS.organizationsView)
  @Contract({ summary: 'Download a supporting document (its organization and the provider only)', params: documentParams, tags })
  async document(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @Res() res: Response,
  ) {
    await this.queries.execute(new SendOrganizationDocument(actor, id, documentId, res));
  }

  @Get(':id')
  @RequirePermission(PERMISSIONS.organizationsView)
  @Contract({
    summary: 'One organization: details, documents, rate codes and users',
    params: idParams,
    response: organizationDetailsSchema,
    tags,
  })
  details(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.queries.execute(new GetOrganizationDetails(actor, id));
  }
}
