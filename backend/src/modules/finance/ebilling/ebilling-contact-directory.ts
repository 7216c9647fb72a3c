import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EbillingContact } from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import { EbillingContactsService } from './ebilling-contacts.service';

/**
 * What the rest of finance reads of e-billing contacts (the e-invoice's buyer): one contact by id,
 * removed ones included, since an issued e-invoice keeps naming the contact it was issued to.
 */
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
