import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EmailTemplateType, Language } from '@bo/shared';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { MailService } from '../../../core/mail/mail.service';
import { renderTemplate } from '../services/template-renderer';

export interface SendTemplatedEmailPayload {
  templateType: EmailTemplateType;
  language: Language;
  to: string;
  params: Record<string, string | number>;
}

/** Any context sends mail by enqueueing this job; the worker renders the stored template and sends it. */
export const SendTemplatedEmail = defineJob<SendTemplatedEmailPayload>(QueueName.Mail, 'send-templated-email');

@Injectable()
@HandlesJob(SendTemplatedEmail)
export class SendTemplatedEmailJob implements JobHandler<SendTemplatedEmailPayload> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  async handle(payload: SendTemplatedEmailPayload): Promise<{ messageId: string }> {
    const rows: { subject: string; body_text: string; body_html: string }[] = await this.dataSource.query(
      `SELECT subject, body_text, body_html FROM settings.email_templates
        WHERE template_type = $1 ORDER BY (language = $2) DESC, (language = 'en') DESC LIMIT 1`,
      [payload.templateType, payload.language],
    );
    const template = rows[0];
    if (!template) throw new Error(`No e-mail template of type ${payload.templateType}`);
    const messageId = await this.mail.send({
      to: payload.to,
      subject: renderTemplate(template.subject, payload.params, false),
      text: renderTemplate(template.body_text, payload.params, false),
      html: renderTemplate(template.body_html, payload.params, true),
    });
    return { messageId };
  }
}
