import { Injectable } from '@nestjs/common';
import { BUSINESS_TIME_ZONE, formatDateText, formatMinor, todayIn } from '@bo/shared';
import { DataSource } from 'typeorm';
import { defineJob, HandlesJob, type JobHandler } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';
import { QueueService } from '../../../core/queue/queue.service';
import { OrganizationDirectory } from '../../organizations';
import { SendTemplatedEmail } from '../../settings';

/** Days past the due date at which each reminder level goes out. */
export const REMINDER_LEVELS = [
  { level: 1, days: 1 },
  { level: 2, days: 30 },
  { level: 3, days: 60 },
] as const;
/** The schedule: hourly, so a reminder goes out the day its level is reached (each level once). */
export const SEND_OVERDUE_REMINDERS_EVERY_MS = 3_600_000;

export const SendOverdueReminders = defineJob<Record<string, never>>(QueueName.Maintenance, 'finance-overdue-reminders');

interface Overdue {
  id: string;
  document_no: string;
  due_date: string;
  outstanding: string;
  currency_code: string;
  organization_id: string;
  days: number;
}

/**
 * Overdue reminders by e-mail: every issued invoice of an organization still owing past its due
 * date gets the reminder of the highest level its days overdue reached, once per level
 * (`finance.invoice_reminders`), to the organization's e-mail in its language. An invoice paid
 * (or credited) in full owes nothing and is no longer picked: the reminders stop.
 */
@Injectable()
@HandlesJob(SendOverdueReminders)
export class SendOverdueRemindersJob implements JobHandler<Record<string, never>> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationDirectory,
    private readonly queues: QueueService,
  ) {}

  async handle(): Promise<{ sent: number }> {
    const today = todayIn(BUSINESS_TIME_ZONE);
    const overdue = (await this.dataSource.query(
      `SELECT d.id, d.document_no, to_char(d.due_date, 'YYYY-MM-DD') AS due_date, d.outstanding, d.currency_code, d.organization_id,
              ($1::date - d.due_date) AS days
         FROM finance.documents d
        WHERE d.kind = 'INVOICE' AND d.status = 'ISSUED' AND d.outstanding > 0 AND d.organization_id IS NOT NULL
          AND d.due_date < $1::date
        ORDER BY d.due_date, d.id
        LIMIT 500`,
      [today],
    )) as Overdue[];
    let sent = 0;
    for (const invoice of overdue) {
      const reached = REMINDER_LEVELS.filter((l) => invoice.days >= l.days).at(-1);
      if (!reached) continue;
      const party = await this.organizations.billingPartyOf(this.dataSource.manager, invoice.organization_id);
      if (!party?.email) continue;
      const language = party.language === 'ms' ? 'ms' : 'en';
      // The row and the mail's job together: a failure to queue leaves no row, and the next run tries again.
      await this.dataSource.transaction(async (manager) => {
        const inserted = (await manager.query(
          `INSERT INTO finance.invoice_reminders (invoice_id, level, sent_to) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING level`,
          [invoice.id, reached.level, party.email],
        )) as unknown[];
        if (inserted.length === 0) return;
        await this.queues.enqueue(
          SendTemplatedEmail,
          {
            templateType: 'INVOICE_OVERDUE',
            language,
            to: party.email,
            params: {
              name: party.name,
              documentNo: invoice.document_no,
              dueDate: formatDateText(invoice.due_date, 'display', language),
              daysOverdue: invoice.days,
              outstanding: formatMinor(Number(invoice.outstanding), invoice.currency_code, { withCode: true }),
              level: reached.level,
            },
          },
          { jobId: `invoice-overdue-${invoice.id}-${reached.level}` },
        );
        sent++;
      });
    }
    return { sent };
  }
}
