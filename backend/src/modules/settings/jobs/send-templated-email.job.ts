import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EmailTemplateType, Language } from '@bo/shared';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { MailService } from '../../../core/mail/mail.service';
import { MailSecretsService } from '../../../core/mail/mail-secrets.service';
import { renderTemplate } from '../services/template-renderer';

export interface SendTemplatedEmailPayload {
  templateType: EmailTemplateType;
  language: Language;
  to: string;
  /** Values that may be shown to operators with the job (never a secret). */
  params: Record<string, string | number>;
  /**
   * Reference to the mail's secret values (a live link, a one-time code) sealed with
   * `MailSecretsService`: job data is kept with a failed job and read by operators, so secrets
   * never travel in it. The worker opens them to render the mail and discards them once sent.
   */
  secretRef?: string;
}

/** Any context sends mail by enqueueing this job; the worker renders the stored template and sends it. */
export const SendTemplatedEmail = defineJob<SendTemplatedEmailPayload>(QueueName.Mail, 'send-templated-email');

@Injectable()
@HandlesJob(SendTemplatedEmail)
export class SendTemplatedEmailJob implements JobHandler<SendTemplatedEmailPayload> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly secrets: MailSecretsService,
  ) {}

  async handle(payload: SendTemplatedEmailPayload): Promise<{ messageId: string }> {
    const rows: { subject: string; body_text: string; body_html: string }[] = await this.dataSource.query(
      `SELECT subject, body_text, body_html FROM settings.email_templates
        WHERE template_type = $1 ORDER BY (language = $2) DESC, (language = 'en') DESC LIMIT 1`,
      [payload.templateType, payload.language],
    );
    const template = rows[0];
    if (!template) throw new Error(`No e-mail template of type ${payload.templateType}`);
    let params = payload.params;
    if (payload.secretRef) {
      const secrets = await this.secrets.open(payload.secretRef);
      // Expired with the link or code it carried: the user asks for a new one.
      if (!secrets) throw new Error('The secret values of this mail have expired');
      params = { ...params, ...secrets };
    }
    const messageId = await this.mail.send({
      to: payload.to,
      subject: renderTemplate(template.subject, params, false),
      text: renderTemplate(template.body_text, params, false),
      html: renderTemplate(template.body_html, params, true),
    });
    if (payload.secretRef) await this.secrets.discard(payload.secretRef);
    return { messageId };
  }
}
