import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EbillingContact } from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import { EbillingContactsService } from './ebilling-contacts.service';

/**
 * What the rest of finance reads of e-billing contacts (the e-invoice's buyer): one contact by id,
 * removed ones included, since an issued e-invoice keeps naming the contact it was issued to.
 */
/** A contact as an e-invoice's buyer, read in the caller's transaction (worker-safe: no service needed). */
export interface EbillingBuyer {
  name: string;
  tin: string;
  idType: 'BRN' | 'NRIC' | 'PASSPORT' | 'ARMY';
  documentNumber: string;
  sstNumber: string;
  email: string | null;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  postcode: string | null;
  city: string;
  stateCode: string;
  countryCode: string;
}

/** The e-billing contact `id` (removed ones included: an issued document keeps naming it), or undefined. */
export async function ebillingBuyerOf(manager: EntityManager, id: string): Promise<EbillingBuyer | undefined> {
  const [row] = (await manager.query(
    `SELECT name, tin, id_type AS "idType", document_number AS "documentNumber", sst_number AS "sstNumber", email, phone,
            address_line1 AS "addressLine1", address_line2 AS "addressLine2", postcode, city, state_code AS "stateCode",
            country_code AS "countryCode"
       FROM finance.ebilling_contacts WHERE id = $1`,
    [id],
  )) as EbillingBuyer[];
  return row;
}

@Injectable()
export class EbillingContactDirectory {
  constructor(private readonly contacts: EbillingContactsService) {}

  /** The contact, or undefined; read in `manager` (the caller's transaction) when given. */
  find(id: string, manager?: EntityManager): Promise<EbillingContact | undefined> {
    return this.contacts.byId(id, manager);
  }

  /** The contact, or 404 EBILLING_CONTACT_NOT_FOUND. */
  async require(id: string, manager?: EntityManager): Promise<EbillingContact> {
    const contact = await this.find(id, manager);
    if (!contact) throw new AppError('EBILLING_CONTACT_NOT_FOUND');
    return contact;
  }
}
