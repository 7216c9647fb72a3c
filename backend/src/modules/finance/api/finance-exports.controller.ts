import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  type DataExtractionRequest,
  dataExtractionRequestSchema,
  type DocumentsReportRequest,
  documentsReportRequestSchema,
  exportRunSchema,
  PERMISSIONS,
  FINANCE_EXPORT_KINDS,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { ExportRuns } from '../../../core/exports/export-runs.service';
import { Contract } from '../../../core/http/contract.decorator';

const tags = ['finance'];

/**
 * The finance exports, made by the worker: `generatereport` (spec section 7) and data extraction
 * (ours, for /invoicing/manage-data-extraction). Each answers the run; its progress and file are
 * at /bo/Export/runs. The provider's staff only.
 */
@Controller('finance')
export class FinanceExportsController {
  constructor(private readonly runs: ExportRuns) {}

  @Post('invoice/generatereport')
  @HttpCode(202)
  @RequirePermission(PERMISSIONS.financeReportsCreate)
  @Contract({
    summary: 'The documents of a period as a PDF listing or a workbook (a job: answers the run)',
    body: documentsReportRequestSchema,
    response: exportRunSchema,
    tags,
  })
  report(@CurrentActor() actor: Actor, @Body() body: DocumentsReportRequest) {
    assertStaff(actor);
    return this.runs.start(actor, FINANCE_EXPORT_KINDS.documentsReport, body);
  }

  @Post('extraction')
  @HttpCode(202)
  @RequirePermission(PERMISSIONS.financeReportsCreate)
  @Contract({
    summary: "Every line of a period's issued documents for the accounting system, CSV or XLSX (a job: answers the run)",
    body: dataExtractionRequestSchema,
    response: exportRunSchema,
    tags,
  })
  extraction(@CurrentActor() actor: Actor, @Body() body: DataExtractionRequest) {
    assertStaff(actor);
    return this.runs.start(actor, FINANCE_EXPORT_KINDS.dataExtraction, body);
  }
}
