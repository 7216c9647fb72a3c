import { Inject, Injectable } from '@nestjs/common';
import type { EmailTemplateType, Language } from '@bo/shared';
import { APP_CONFIG, type PlatformConfig } from '../../../../core/config/config';
import { requestContext } from '../../../../core/context/request-context';
import { MailSecretsService, type MailValues } from '../../../../core/mail/mail-secrets.service';
import { QueueService } from '../../../../core/queue/queue.service';
import { SendTemplatedEmail } from '../../../settings';

export interface AccountMailOptions {
  /** How long the secret values stay usable (the lifetime of the link or code they carry). */
  secretTtlSeconds: number;
  /** Defaults to the caller's language. */
  language?: Language;
  /** A job id from the causing event, so a redelivered event does not mail twice. */
  jobId?: string;
}

/** Mails of the account flows, sent by the worker from the stored templates (settings context). */
@Injectable()
export class AccountMailService {
  constructor(
    private readonly queues: QueueService,
    private readonly secrets: MailSecretsService,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /** Absolute link of the web app, e.g. `/login-reset-password?token=...`. */
  link(path: string, token: string): string {
    return `${this.config.APP_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
  }

  /**
   * These mails carry a live link or code (`secret`). It never goes into the job, whose data is
   * kept with a failed job and shown to operators: it is sealed apart (`MailSecretsService`) and
   * the job carries a reference the worker opens. The job is also removed once sent.
   */
  async send(
    templateType: EmailTemplateType,
    to: string,
    params: MailValues,
    secret: MailValues,
    options: AccountMailOptions,
  ): Promise<void> {
    const language = options.language ?? requestContext.get()?.language ?? 'en';
    const secretRef = await this.secrets.seal(secret, options.secretTtlSeconds);
    await this.queues.enqueue(
      SendTemplatedEmail,
      { templateType, language, to, params, secretRef },
      { removeOnComplete: true, ...(options.jobId ? { jobId: options.jobId } : {}) },
    );
  }
}
