import { Inject, Injectable } from '@nestjs/common';
import type { EmailTemplateType } from '@bo/shared';
import { APP_CONFIG, type AppConfig } from '../../../../core/config/config';
import { requestContext } from '../../../../core/context/request-context';
import { QueueService } from '../../../../core/queue/queue.service';
import { SendTemplatedEmail } from '../../../settings/jobs/send-templated-email.job';

/** Mails of the account flows, sent by the worker from the stored templates (settings context). */
@Injectable()
export class AccountMailService {
  constructor(
    private readonly queues: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Absolute link of the web app, e.g. `/login-reset-password?token=...`. */
  link(path: string, token: string): string {
    return `${this.config.APP_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
  }

  /**
   * These mails carry a live link or code, so the job is removed once sent (and kept only if it
   * failed, for the operator): secrets do not linger in Redis.
   */
  async send(templateType: EmailTemplateType, to: string, params: Record<string, string | number>): Promise<void> {
    const language = requestContext.get()?.language ?? 'en';
    await this.queues.enqueue(SendTemplatedEmail, { templateType, language, to, params }, { removeOnComplete: true });
  }
}
