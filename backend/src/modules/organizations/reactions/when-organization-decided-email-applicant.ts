import { Injectable } from '@nestjs/common';
import type { EmailTemplateType } from '@bo/shared';
import type { EventSubscriber, StoredEvent } from '../../../core/event-store';
import { Subscriber } from '../../../core/event-store/event-store.module';
import { QueueService } from '../../../core/queue/queue.service';
import { SendTemplatedEmail } from '../../settings';
import type { OrganizationApplied, OrganizationApproved, OrganizationRejected } from '../domain/organization.events';

/**
 * The applicant hears of each step by e-mail, in the language they signed up in: received,
 * approved, rejected (with the reason). One job per event (job id from the event id).
 */
@Injectable()
@Subscriber()
export class WhenOrganizationDecidedEmailApplicant implements EventSubscriber {
  readonly name = 'organizations.email-applicant';
  readonly kind = 'reaction' as const;
  readonly eventTypes = ['OrganizationApplied', 'OrganizationApproved', 'OrganizationRejected'];

  constructor(private readonly queues: QueueService) {}

  async handle(event: StoredEvent): Promise<void> {
    const mail = this.mailFor(event);
    await this.queues.enqueue(SendTemplatedEmail, mail, { jobId: `${event.eventId}.applicant-mail` });
  }

  private mailFor(event: StoredEvent) {
    if (event.type === 'OrganizationApplied') {
      const d = event.data as OrganizationApplied;
      return message('ORGANIZATION_RECEIVED', d.language, d.profile.email, { name: d.profile.organizationName });
    }
    if (event.type === 'OrganizationApproved') {
      const d = event.data as OrganizationApproved;
      return message('ORGANIZATION_APPROVED', d.language, d.email, { name: d.organizationName });
    }
    const d = event.data as OrganizationRejected;
    return message('ORGANIZATION_REJECTED', d.language, d.email, { name: d.organizationName, reason: d.reason });
  }
}

const message = (
  templateType: EmailTemplateType,
  language: OrganizationApplied['language'],
  to: string,
  params: Record<string, string>,
) => ({ templateType, language, to, params });
