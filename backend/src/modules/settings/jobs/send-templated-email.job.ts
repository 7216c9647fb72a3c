import { Injectable } from '@nestjs/common';
import type { EmailTemplateType, Language } from '@bo/shared';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { type MailAttachment, MailService } from '../../../core/mail/mail.service';
import { MailSecretsService } from '../../../core/mail/mail-secrets.service';
import { EmailTemplatesRepository } from '../email-templates/email-templates.repository';
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
  /** Stored files sent with the mail, by id (loaded when it is sent; never bytes in the job). */
  attachments?: MailAttachment[];
}

/** Any context sends mail by enqueueing this job; the worker renders the stored template and sends it. */
export const SendTemplatedEmail = defineJob<SendTemplatedEmailPayload>(QueueName.Mail, 'send-templated-email');

@Injectable()
@HandlesJob(SendTemplatedEmail)
export class SendTemplatedEmailJob implements JobHandler<SendTemplatedEmailPayload> {
  constructor(
    private readonly templates: EmailTemplatesRepository,
    private readonly mail: MailService,
    private readonly secrets: MailSecretsService,
  ) {}

  async handle(payload: SendTemplatedEmailPayload): Promise<{ messageId: string }> {
    const template = await this.templates.forMail(payload.templateType, payload.language);
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
      text: renderTemplate(template.bodyText, params, false),
      html: renderTemplate(template.bodyHtml, params, true),
      attachments: payload.attachments,
    });
    if (payload.secretRef) await this.secrets.discard(payload.secretRef);
    return { messageId };
  }
}
