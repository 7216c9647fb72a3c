import { Body, Controller, Get, HttpCode, Post, UploadedFiles } from '@nestjs/common';
import {
  ORGANIZATION_DOCUMENTS_FIELD,
  ORGANIZATION_DOCUMENTS_MAX,
  ORGANIZATION_TYPE,
  type OrganizationSignUpRequest,
  optionsOf,
  organizationSignUpResponseSchema,
  organizationSignUpSchema,
  organizationTypeListSchema,
} from '@bo/shared';
import { Public } from '../../../core/auth/auth.decorators';
import { requestContext } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { SignInRateLimit } from '../../../core/http/rate-limits';
import { AcceptsAttachments } from '../../../core/storage/attachment.interceptor';
import type { UploadedFile } from '../../../core/storage/storage.service';
import { documentsOf } from './organizations.controller';
import { CommandBus } from '@nestjs/cqrs';
import { SignUpOrganization } from '../commands/sign-up-organization/sign-up-organization.command';

/** The public calls of organization sign-up under `/bo/General` (from the login page). */
@Controller('bo/General')
export class OrganizationSignUpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('request-create-organization')
  @HttpCode(201)
  @Public()
  @SignInRateLimit() // sign-ups per client address and minute, as sign-in
  @AcceptsAttachments([{ name: ORGANIZATION_DOCUMENTS_FIELD, maxCount: ORGANIZATION_DOCUMENTS_MAX }])
  @Contract({
    summary:
      'Organization sign-up (multipart: the fields plus 1-5 PDF/JPEG/PNG files of at most 3 MB in `documents`); pending until approved',
    body: organizationSignUpSchema,
    response: organizationSignUpResponseSchema,
    tags: ['organizations'],
  })
  signUp(
    @Body() body: OrganizationSignUpRequest,
    @UploadedFiles() files: Record<string, UploadedFile[] | undefined> | undefined,
  ) {
    return this.commands.execute(new SignUpOrganization(body, documentsOf(files)));
  }

  @Get('getOrganizationTypeList')
  @Public()
  @Contract({
    summary: "Organization types in the caller's language",
    response: organizationTypeListSchema,
    tags: ['organizations'],
  })
  organizationTypes() {
    return optionsOf(ORGANIZATION_TYPE, requestContext.get()?.language ?? 'en');
  }
}
