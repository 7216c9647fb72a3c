import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FIRST_TIME_LOGIN_LINK_TTL_HOURS, type Language } from '@bo/shared';
import { type EventHandler, Reaction, type StoredEvent, type SubscriberContext } from '../../../core/event-store';
import { AccountMailService } from '../accounts/services/account-mail.service';
import { AccountTokensService } from '../accounts/services/account-tokens.service';
import { splitFullName } from '../accounts/services/account-secrets';
import { RoleOptionDirectory } from '../../settings';

/** The fields of the organizations context's OrganizationApproved event this reaction reads. */
interface OrganizationApprovedData {
  organizationId: string;
  organizationName: string;
  email: string;
  contactPersonName: string | null;
  language: Language;
}

const ORGANIZATION_ADMIN_ROLE = 'MERCHANT_ADMIN';

/**
 * An approved organization gets its first administrator: a MERCHANT_ADMIN user with status N and
 * the organization's e-mail, who receives a first-time login link. The user and its link token are
 * written in the subscriber's transaction (with its checkpoint); a redelivered event finds the
 * user and does nothing, and the mail job's id comes from the event id.
 */
@Reaction({ name: 'identity-access.organization-admin-user', on: ['OrganizationApproved'] })
export class WhenOrganizationApprovedCreateAdminUser implements EventHandler {
  private readonly logger = new Logger('OrganizationAdminUser');

  constructor(
    private readonly tokens: AccountTokensService,
    private readonly mail: AccountMailService,
    private readonly roleOptions: RoleOptionDirectory,
  ) {}

  async handle(event: StoredEvent, { manager }: SubscriberContext): Promise<void> {
    const d = event.data as OrganizationApprovedData;
    // Who holds the e-mail: this organization's user (a redelivered event: done), or another.
    const holders = (await manager.query(
      `SELECT organization_id AS "organizationId" FROM identity.users WHERE lower(email) = lower($1) AND status <> 'X'`,
      [d.email],
    )) as { organizationId: string | null }[];
    if (holders.some((h) => h.organizationId === d.organizationId)) return;
    if (holders.length) {
      // Approval refuses this case up front; only a user created in between gets here. Never pause on it.
      this.logger.warn({ organizationId: d.organizationId, msg: 'admin user not created: e-mail belongs to another user' });
      return;
    }
    const fullName = d.contactPersonName || d.organizationName;
    const { firstName, lastName } = splitFullName(fullName);
    // The role's first active level (settings' role options, read in this transaction).
    const [level] = await this.roleOptions.activeOf(ORGANIZATION_ADMIN_ROLE, manager);
    const [user] = (await manager.query(
      `INSERT INTO identity.users (username, email, first_name, last_name, full_name, role_code, level, organization_id, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'N') RETURNING id`,
      [
        await uniqueUsername(manager, d.email),
        d.email,
        firstName,
        lastName,
        fullName,
        ORGANIZATION_ADMIN_ROLE,
        level?.code ?? null,
        d.organizationId,
      ],
    )) as { id: string }[];
    const token = await this.tokens.issue(manager, user.id, 'FIRST_TIME_LOGIN', FIRST_TIME_LOGIN_LINK_TTL_HOURS * 3600);
    // The link is sealed apart from the job (job data is shown to operators); removed once sent.
    await this.mail.send(
      'FIRST_TIME_LOGIN',
      d.email,
      { name: fullName, hours: FIRST_TIME_LOGIN_LINK_TTL_HOURS },
      { link: this.mail.link('/login', token) },
      {
        secretTtlSeconds: FIRST_TIME_LOGIN_LINK_TTL_HOURS * 3600,
        language: d.language,
        jobId: `${event.eventId}.admin-user-mail`,
      },
    );
  }
}

/** A username from the e-mail's local part (usernames take no '@'), made unique with a number. */
async function uniqueUsername(manager: EntityManager, email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40);
  if (base.length < 4) base = `${base}admin`.slice(0, 40);
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}${n}`;
    const rows = (await manager.query(`SELECT 1 FROM identity.users WHERE lower(username) = lower($1)`, [
      candidate,
    ])) as unknown[];
    if (rows.length === 0) return candidate;
  }
}
