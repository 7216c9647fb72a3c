import { Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** The SMTP transport (SMTP_URL), for the worker modules whose jobs send e-mail. */
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
