import { Injectable, Logger } from '@nestjs/common';
import {
  EBILLING_LOOKUP_LIMIT,
  type CreateEbillingContactBody,
  type EbillingContact,
  type EbillingContactFilter,
  type EbillingContactLookup,
  type EbillingIdType,
  isUuid,
  type UpdateEbillingContactBody,
} from '@bo/shared';
import { AuditedResource, CrudKit } from '../../../core/crud/audited-resource';
import type { ResourceDefinition } from '../../../core/crud/resource-definition';
import { AppError } from '../../../core/errors/app-error';
import type { Queryable } from '../../../core/read-side/paged-list';
import { iso } from '../../../core/read-side/sql-dates';
import { TaxpayerCheck } from './taxpayer-check.port';

type Lookup = EbillingContactLookup;

/** The stored fields of a contact as given (absent optional ones null). */
const columnsOf = (input: CreateEbillingContactBody | UpdateEbillingContactBody) => ({
  type: input.type,
  name: input.name,
  tin: input.tin,
  id_type: input.idType,
  document_number: input.documentNumber,
  sst_number: input.sstNumber,
  email: input.email ?? null,
  phone: input.phone,
  address_line1: input.addressLine1,
  address_line2: input.addressLine2 ?? null,
  postcode: input.postcode ?? null,
  city: input.city,
  state_code: input.stateCode,
  country_code: input.countryCode,
  contact_person: input.contactPerson ?? null,
});

/** What LHDN's answer is about: a change of any of them asks again. */
const identityOf = (c: { tin: string; idType: string; documentNumber: string }) => `${c.tin}|${c.idType}|${c.documentNumber}`;

const notFound = () => new AppError('EBILLING_CONTACT_NOT_FOUND');

/**
 * `finance.ebilling_contacts`. No `live` condition: a removed (inactive) contact is still read by id
 * (the directory: issued e-invoices name it), while the lists keep active ones and writes refuse
 * inactive ones as not found.
 */
const CONTACT: ResourceDefinition<
  EbillingContact,
  string,
  CreateEbillingContactBody,
  UpdateEbillingContactBody,
  Lookup,
  EbillingContactFilter
> = {
  name: 'ebilling-contact',
  table: 'finance.ebilling_contacts',
  alias: 'c',
  columns: `c.id, c.type, c.name, c.tin, c.id_type AS "idType", c.document_number AS "documentNumber",
    c.sst_number AS "sstNumber", c.email, c.phone, c.address_line1 AS "addressLine1", c.address_line2 AS "addressLine2",
    c.postcode, c.city, c.state_code AS "stateCode", c.country_code AS "countryCode", c.contact_person AS "contactPerson",
    c.tin_status AS "tinStatus", ${iso('c.tin_checked_at')} AS "tinCheckedAt", c.active,
    ${iso('c.created_at')} AS "createdAt", ${iso('c.updated_at')} AS "updatedAt"`,
  idField: 'id',
  notFound: 'EBILLING_CONTACT_NOT_FOUND',
  constraints: {
    ebilling_contacts_document_uq: { code: 'EBILLING_CONTACT_DOCUMENT_TAKEN', field: 'documentNumber' },
  },
  createdAs: 'contact',
  list: {
    where: (q, f) =>
      f.where('c.active').contains('c.name', q.name).equals('c.type', q.type).equals('c.document_number', q.documentNumber),
    // The lookups feed pickers: a bounded list (ORDER BY is the last clause the rows' SQL writes).
    orderBy: `lower(c.name), c.id LIMIT ${EBILLING_LOOKUP_LIMIT}`,
  },
  page: {
    where: (q, f) =>
      f.where('c.active').equals('c.type', q.type).contains('c.name', q.name).contains('c.document_number', q.documentNumber),
    sort: {
      keys: {
        name: 'lower(c.name)',
        type: 'c.type',
        tin: 'c.tin',
        documentNumber: 'c.document_number',
        tinStatus: 'c.tin_status',
        updatedAt: 'c.updated_at',
      },
      default: 'lower(c.name)',
      tiebreaker: 'c.id',
    },
  },
  insert: (input) => columnsOf(input),
  // A changed TIN, id type or document number is a new question for LHDN: the old answer goes.
  update: (input, before) => ({
    ...columnsOf(input),
    ...(identityOf(input) !== identityOf(before) ? { tin_status: 'NOT_CHECKED', tin_checked_at: null } : {}),
  }),
  params: (input) => ({ idType: input.idType, documentNumber: input.documentNumber }),
  hooks: {
    beforeUpdate: async (_m, _input, before) => {
      if (!before.active) throw notFound();
    },
  },
};

/**
 * The e-billing contacts (`/bo/Ebilling`): the buyers named on e-invoices. A definition-driven
 * resource (core/crud), every write audited in its transaction; creating and editing also ask LHDN
 * about the TIN once the write committed (`checkTin`), and removing deactivates.
 */
@Injectable()
export class EbillingContactsService extends AuditedResource<
  EbillingContact,
  string,
  CreateEbillingContactBody,
  UpdateEbillingContactBody,
  Lookup,
  EbillingContactFilter
> {
  private readonly logger = new Logger('EbillingContacts');

  constructor(
    kit: CrudKit,
    private readonly taxpayers: TaxpayerCheck,
  ) {
    super(kit, CONTACT);
  }

  /** Creates the contact, then asks LHDN about its TIN. */
  override async add(input: CreateEbillingContactBody): Promise<EbillingContact> {
    return this.checkTin(await super.add(input));
  }

  /** Changes the contact; LHDN is asked only when the TIN is not checked (changed identity, or no answer before). */
  override async edit(input: UpdateEbillingContactBody): Promise<EbillingContact> {
    return this.checkTin(await super.edit(input));
  }

  /**
   * Removal deactivates (audited `ebilling-contact.deactivated`): issued e-invoices keep naming the
   * contact, so its row stays; it leaves the lists and frees its document number.
   */
  async deactivate(id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    await this.uow.run(async (m) => {
      const before = await this.get(m, id, true);
      if (!before.active) throw notFound();
      await m.query(`UPDATE finance.ebilling_contacts SET active = false, updated_at = now() WHERE id = $1`, [id]);
      await this.changed(m, id, before, 'deactivated');
    });
  }

  /** The contact, active or not (issued documents name removed ones), or undefined; in `db` when given. */
  async byId(id: string, db: Queryable = this.dataSource): Promise<EbillingContact | undefined> {
    return isUuid(id) ? this.rows.find(db, id) : undefined;
  }

  /**
   * Asks LHDN about a contact whose TIN is NOT_CHECKED, after its write committed (no transaction
   * waits on MyInvois). VALID or NOT_FOUND is stored (audited `ebilling-contact.tin-checked`) unless
   * the contact changed identity meanwhile (that save asks itself); UNAVAILABLE stores nothing, so
   * the next save asks again.
   */
  private async checkTin(contact: EbillingContact): Promise<EbillingContact> {
    if (contact.tinStatus !== 'NOT_CHECKED') return contact;
    let answer: string;
    try {
      answer = await this.taxpayers.check(contact.tin, contact.idType as EbillingIdType, contact.documentNumber);
    } catch (error) {
      this.logger.warn(`TIN check failed for contact ${contact.id}: ${(error as Error).message}`);
      answer = 'UNAVAILABLE';
    }
    if (answer !== 'VALID' && answer !== 'NOT_FOUND') return contact;
    return this.uow.run(async (m) => {
      const before = await this.get(m, contact.id, true);
      if (!before.active || identityOf(before) !== identityOf(contact) || before.tinStatus !== 'NOT_CHECKED') return before;
      await m.query(`UPDATE finance.ebilling_contacts SET tin_status = $2, tin_checked_at = now() WHERE id = $1`, [
        contact.id,
        answer,
      ]);
      return this.changed(m, contact.id, before, 'tin-checked');
    });
  }
}
