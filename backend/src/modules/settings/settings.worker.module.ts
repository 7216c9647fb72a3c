import { Module } from '@nestjs/common';
import { MailModule } from '../../core/mail/mail.module';
import { EmailTemplatesRepository } from './email-templates/email-templates.repository';
import { SendTemplatedEmailJob } from './jobs/send-templated-email.job';

/** Settings in the worker process: e-mails rendered from the stored templates and sent (core's MailService). */
@Module({ imports: [MailModule], providers: [SendTemplatedEmailJob, EmailTemplatesRepository] })
export class SettingsWorkerModule {}
