import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** SMTP sending (worker process only: requests enqueue a mail job instead of waiting on SMTP). */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = nodemailer.createTransport(config.SMTP_URL);
  }

  async send(mail: OutgoingMail): Promise<string> {
    const info = await this.transport.sendMail({ from: this.config.MAIL_FROM, ...mail });
    return info.messageId;
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
