import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type PlatformConfig } from '../config/config';
import { StorageService } from '../storage/storage.service';

/**
 * A stored file (`StorageService`) sent with a mail, named by its id: its bytes are loaded when the
 * mail is sent, so a mail job's data (kept in Redis, shown to operators) carries the id, never the file.
 */
export interface MailAttachment {
  fileId: string;
  /** The name the recipient sees; the stored file's own name when absent. */
  filename?: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** SMTP sending (worker process only: requests enqueue a mail job instead of waiting on SMTP). */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
    private readonly storage: StorageService,
  ) {
    this.transport = nodemailer.createTransport(config.SMTP_URL);
  }

  /** Sends `mail`; an attachment whose file is gone fails the send (the job is retried, then kept as failed). */
  async send({ attachments = [], ...mail }: OutgoingMail): Promise<string> {
    const files = await Promise.all(attachments.map((attachment) => this.load(attachment)));
    const info = await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      ...mail,
      ...(files.length > 0 ? { attachments: files } : {}),
    });
    return info.messageId;
  }

  private async load({ fileId, filename }: MailAttachment) {
    const file = await this.storage.read(fileId);
    if (!file) throw new Error(`Mail attachment ${fileId}: no such stored file`);
    return { filename: filename ?? file.fileName, content: file.content, contentType: file.contentType };
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
