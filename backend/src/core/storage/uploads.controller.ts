import { Controller, HttpCode, Param, Post, UploadedFile as UploadedFileParam } from '@nestjs/common';
import {
  UPLOAD_FILE_FIELD,
  UPLOAD_RULES,
  type UploadParams,
  formUploadParamsSchema,
  generalUploadParamsSchema,
  hasPermission,
  uploadBodySchema,
  uploadResultSchema,
} from '@bo/shared';
import { CurrentActor, Public, RequireAnyPermission } from '../auth/auth.decorators';
import { RolePermissionsService } from '../auth/role-permissions.service';
import type { Actor } from '../context/request-context';
import { AppError } from '../errors/app-error';
import { actionResult } from '../http/action-result';
import { Contract } from '../http/contract.decorator';
import { SignInRateLimit } from '../http/rate-limits';
import { AcceptsAttachment } from './attachment.interceptor';
import type { UploadedFile } from './storage.service';
import { UploadsService } from './uploads.service';

const tags = ['uploads'];
const ANY_UPLOAD_PERMISSION = [...new Set(Object.values(UPLOAD_RULES).flatMap((rule) => rule.permissions))] as [
  string,
  ...string[],
];
const summary = (who: string) =>
  `Upload one attachment of {type} for the draft {id} (multipart \`${UPLOAD_FILE_FIELD}\`: PDF, JPEG or PNG by content, 3 MB at most); ${who}. Answers the stored file's reference; the form's save claims the draft's files`;

/**
 * The spec's two upload calls (`{type}/upload/{id}` under `/bo/Form` and `/bo/General`), the
 * platform's: files of a form uploaded as they are picked, before the record exists. See
 * `UploadsService` and `shared/src/schemas/upload.schema.ts` for the types and their rules.
 */
@Controller('bo')
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly permissions: RolePermissionsService,
  ) {}

  @Post('Form/:type/upload/:id')
  @HttpCode(201)
  @RequireAnyPermission(...ANY_UPLOAD_PERMISSION)
  @AcceptsAttachment(UPLOAD_FILE_FIELD)
  @Contract({
    summary: summary("a signed-in user holding one of the type's permissions"),
    params: formUploadParamsSchema,
    body: uploadBodySchema,
    response: uploadResultSchema,
    tags,
  })
  async form(@CurrentActor() actor: Actor, @Param() params: UploadParams, @UploadedFileParam() file: UploadedFile | undefined) {
    const granted = await this.permissions.of(actor.role);
    if (!UPLOAD_RULES[params.type].permissions.some((p) => hasPermission(granted, p))) throw new AppError('FORBIDDEN');
    const staged = await this.uploads.stage(
      { type: params.type, draftId: params.id, uploadedBy: actor.userId },
      actor.organizationId,
      file,
    );
    return { ...actionResult('FILE_UPLOADED'), ...staged };
  }

  @Post('General/:type/upload/:id')
  @HttpCode(201)
  @Public()
  @SignInRateLimit() // anonymous uploads per client address and minute, as sign-up
  @AcceptsAttachment(UPLOAD_FILE_FIELD)
  @Contract({
    summary: summary('public, for the sign-up form (organization-document only; rate-limited)'),
    params: generalUploadParamsSchema,
    body: uploadBodySchema,
    response: uploadResultSchema,
    tags,
  })
  async general(@Param() params: UploadParams, @UploadedFileParam() file: UploadedFile | undefined) {
    const staged = await this.uploads.stage({ type: params.type, draftId: params.id, uploadedBy: null }, null, file);
    return { ...actionResult('FILE_UPLOADED'), ...staged };
  }
}
