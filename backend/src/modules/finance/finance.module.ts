import { Module } from '@nestjs/common';

/**
 * Finance documents: invoices, credit and debit notes, receipts (event-sourced, stream
 * `finance-document-<id>`), their gapless numbers, receivables, PDFs and MyInvois e-invoices; see
 * docs/finance.md.
 */
@Module({
  imports: [],
  controllers: [],
  providers: [],
})
export class FinanceModule {}
