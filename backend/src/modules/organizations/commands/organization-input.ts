import { createHash, timingSafeEqual } from 'node:crypto';
import { type CreateOrganizationRequest, type CreateProductRateCodeRequest, ORGANIZATION_DOCUMENTS_MAX } from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import type { OrganizationProfile } from '../domain/organization.events';
import { findCountry } from '../../settings';

/** Pure helpers that turn a request into what the organization's commands carry. */

export function hashSecretKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Whether `key` is the one whose hash is stored, compared in constant time over the hashes; with
 * none stored the key is still hashed, so the answer takes as long either way.
 */
export function secretKeyMatches(storedHash: string | null | undefined, key: string): boolean {
  const actual = Buffer.from(hashSecretKey(key), 'hex');
  const expected = storedHash ? Buffer.from(storedHash, 'hex') : Buffer.alloc(actual.length);
  return !!storedHash && expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function assertDocumentCount(count: number, min: number): void {
  if (count < min || count > ORGANIZATION_DOCUMENTS_MAX) {
    throw new AppError('DOCUMENT_COUNT_INVALID', { min: Math.max(min, 1), max: ORGANIZATION_DOCUMENTS_MAX });
  }
}

/** The profile of a request, with the country checked against the reference and its currency. */
export function toProfile(body: CreateOrganizationRequest): { profile: OrganizationProfile; defaultCurrency: string } {
  const country = findCountry(body.countryCode);
  if (!country) throw fieldError('INVALID_OPTION', 'countryCode');
  return {
    profile: {
      organizationName: body.organizationName,
      registrationNumber: body.registrationNumber,
      organizationType: body.organizationType,
      email: body.email,
      contactNumber: body.contactNumber,
      contactPersonName: body.contactPersonName ?? null,
      addressLine1: body.addressLine1,
      addressLine2: body.addressLine2 ?? null,
      postcode: body.postcode,
      city: body.city,
      state: body.state ?? null,
      countryCode: country.countryCode,
    },
    defaultCurrency: country.currency,
  };
}

export function rateCodeOf(body: CreateProductRateCodeRequest) {
  return {
    productType: body.productType,
    rateCode: body.rateCode,
    description: body.description ?? null,
    active: body.active,
  };
}
