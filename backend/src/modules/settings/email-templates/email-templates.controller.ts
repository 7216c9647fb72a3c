import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  type EmailTemplateCreate,
  type EmailTemplateFilter,
  type EmailTemplateUpdate,
  PERMISSIONS,
  emailTemplateByTypeQuerySchema,
  emailTemplateCreateSchema,
  emailTemplateFilterSchema,
  emailTemplateIdSchema,
  emailTemplateListSchema,
  emailTemplatePageSchema,
  emailTemplateResultSchema,
  emailTemplateSchema,
  emailTemplateUpdateSchema,
  isUuid,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { EmailTemplatesService } from './email-templates.service';

const tags = ['settings'];

/**
 * `/bo/EmailTemplate` (spec section 7), the provider's staff's. The by-id call needs its path id
 * (spec section 5): without one, or with a client's `undefined`/`null` in its place, it answers
 * 400 MISSING_PATH_PARAMETER; an id that names no template answers 404. Static paths are declared
 * before `:id` (Nest matches in declaration order).
 */
@Controller('bo/EmailTemplate')
export class EmailTemplatesController {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Get('getemailtemplatelist')
  @RequirePermission(PERMISSIONS.emailTemplatesView)
  @Contract({ summary: 'Every e-mail template, by type and language', response: emailTemplateListSchema, tags })
  list(@CurrentActor() actor: Actor) {
    assertStaff(actor);
    return this.templates.all();
  }

  @Get('getemailtemplate')
  @RequirePermission(PERMISSIONS.emailTemplatesView)
  @Contract({ summary: 'One e-mail template by id', query: emailTemplateIdSchema, response: emailTemplateSchema, tags })
  one(@CurrentActor() actor: Actor, @Query() query: z.output<typeof emailTemplateIdSchema>) {
    assertStaff(actor);
    return this.templates.one(query.id);
  }

  @Get('getemailtemplatebytemplatetype')
  @RequirePermission(PERMISSIONS.emailTemplatesView)
  @Contract({
    summary: 'The templates of one template type (one per language)',
    query: emailTemplateByTypeQuerySchema,
    response: emailTemplateListSchema,
    tags,
  })
  byType(@CurrentActor() actor: Actor, @Query() query: z.output<typeof emailTemplateByTypeQuerySchema>) {
    assertStaff(actor);
    return this.templates.ofType(query.templateType);
  }

  @Post('filter')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.emailTemplatesView)
  @Contract({
    summary:
      'E-mail templates, paged (templateType, language, subject contains; sortKey templateType/language/subject/updatedAt)',
    body: emailTemplateFilterSchema,
    response: emailTemplatePageSchema,
    tags,
  })
  filter(@CurrentActor() actor: Actor, @Body() body: EmailTemplateFilter) {
    assertStaff(actor);
    return this.templates.filter(body);
  }

  @Post('createemailtemplate')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.emailTemplatesCreate)
  @Contract({
    summary: "A template for a type and language that has none; placeholders checked against the type's",
    body: emailTemplateCreateSchema,
    response: emailTemplateResultSchema,
    tags,
  })
  async create(@CurrentActor() actor: Actor, @Body() body: EmailTemplateCreate) {
    assertStaff(actor);
    return { ...actionResult('EMAIL_TEMPLATE_CREATED'), template: await this.templates.create(body) };
  }

  @Post('updateemailtemplate')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.emailTemplatesEdit)
  @Contract({
    summary: "New subject and bodies (HTML made from the text when absent); placeholders checked against the type's",
    body: emailTemplateUpdateSchema,
    response: emailTemplateResultSchema,
    tags,
  })
  update(@CurrentActor() actor: Actor, @Body() body: EmailTemplateUpdate) {
    return this.save(actor, body);
  }

  @Put()
  @RequirePermission(PERMISSIONS.emailTemplatesEdit)
  @Contract({
    summary: 'Same as updateemailtemplate',
    body: emailTemplateUpdateSchema,
    response: emailTemplateResultSchema,
    tags,
  })
  put(@CurrentActor() actor: Actor, @Body() body: EmailTemplateUpdate) {
    return this.save(actor, body);
  }

  @Post()
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.emailTemplatesView)
  @Contract({ summary: 'The by-id call without its id: 400 MISSING_PATH_PARAMETER', tags })
  withoutId(): never {
    throw new AppError('MISSING_PATH_PARAMETER', { name: 'id' });
  }

  @Post(':id')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.emailTemplatesView)
  @Contract({
    summary: 'One e-mail template by its path id',
    params: z.object({ id: z.string() }),
    response: emailTemplateSchema,
    tags,
  })
  byId(@CurrentActor() actor: Actor, @Param('id') id: string) {
    assertStaff(actor);
    const value = id.trim();
    if (value === '' || value === 'undefined' || value === 'null') throw new AppError('MISSING_PATH_PARAMETER', { name: 'id' });
    if (!isUuid(value)) throw new AppError('EMAIL_TEMPLATE_NOT_FOUND');
    return this.templates.one(value);
  }

  private async save(actor: Actor, body: EmailTemplateUpdate) {
    assertStaff(actor);
    return { ...actionResult('EMAIL_TEMPLATE_UPDATED'), template: await this.templates.update(body) };
  }
}
