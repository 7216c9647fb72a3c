import { Module } from '@nestjs/common';
import { OrganizationDirectoryModule } from '../organizations';

/**
 * Finance in the worker process: its jobs (documents' PDFs and e-mails, e-invoice submission and
 * polling, overdue reminders) and what they need; never the API module.
 */
@Module({
  imports: [OrganizationDirectoryModule],
  providers: [],
})
export class FinanceWorkerModule {}
