import { Module } from '@nestjs/common';
import { OrganizationDirectoryModule } from '../organizations';
import { SendOverdueRemindersJob } from './jobs/send-overdue-reminders.job';

/**
 * Finance in the worker process: its jobs (documents' PDFs and e-mails, e-invoice submission and
 * polling, overdue reminders) and what they need; never the API module.
 */
@Module({
  imports: [OrganizationDirectoryModule],
  providers: [SendOverdueRemindersJob],
})
export class FinanceWorkerModule {}
