import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import { pageQuerySchema, PERMISSIONS } from '@bo/shared';
import { RequirePermission } from '../auth/auth.decorators';
import { Contract } from '../http/contract.decorator';
import { AuditService } from './audit.service';

const auditQuerySchema = pageQuerySchema.extend({
  action: z.string().max(100).optional(),
  username: z.string().max(100).optional(),
  /** A day (`YYYY-MM-DD`: whole business days, both ends inclusive) or an instant (ISO 8601 with offset: from inclusive, to exclusive). */
  from: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  to: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
});

/** Search of the audit trail, newest first. */
@Controller('ops/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @RequirePermission(PERMISSIONS.auditView)
  @Contract({
    summary: 'Search the audit trail (sign-ins, failures, locks, role changes...)',
    query: auditQuerySchema,
    tags: ['ops'],
  })
  search(@Query() query: z.infer<typeof auditQuerySchema>) {
    return this.audit.search(query);
  }
}
