import type { EmailTemplateType } from '@bo/shared';
import { type EventHandler, Reaction, type StoredEvent } from '../../../core/event-store';
import { QueueService } from '../../../core/queue/queue.service';
import { SendTemplatedEmail } from '../../settings';
import type { OrganizationApplied, OrganizationApproved, OrganizationRejected } from '../domain/organization.events';

/**
 * The applicant hears of each step by e-mail, in the language they signed up in: received,
 * approved, rejected (with the reason). One job per event (job id from the event id).
 */
@Reaction({ name: 'organizations.email-applicant', on: ['OrganizationApplied', 'OrganizationApproved', 'OrganizationRejected'] })
export class WhenOrganizationDecidedEmailApplicant implements EventHandler {
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
