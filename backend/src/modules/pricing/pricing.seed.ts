import type { DataSource } from 'typeorm';
import { MarkupGroupsRepository, type MarkupGroupFields } from './groups/markup-groups.repository';
import { insertMissingServiceFee, type ServiceFeeFields } from './service-fees/service-fees.service';

/** The default group of each customer type, and a second agency tier for demos. */
const SEED_GROUPS: MarkupGroupFields[] = [
  {
    code: 'B2C',
    name: 'Consumers',
    description: 'Every consumer (B2C) buyer.',
    customerType: 'B2C',
    isDefault: true,
    commissionBasisPoints: 0,
    active: true,
  },
  {
    code: 'STANDARD',
    name: 'Standard agencies',
    description: 'Agencies not assigned to another group.',
    customerType: 'B2B',
    isDefault: true,
    commissionBasisPoints: 0,
    active: true,
  },
  {
    code: 'GOLD',
    name: 'Gold agencies',
    description: 'Agencies with a 5% commission.',
    customerType: 'B2B',
    isDefault: false,
    commissionBasisPoints: 500,
    active: true,
  },
];

/** Consumers pay RM 10.00 per hotel booking and RM 5.00 per flight ticket. */
const SEED_SERVICE_FEES: ServiceFeeFields[] = [
  {
    productType: 'hotel',
    channel: 'B2C',
    currencyCode: 'MYR',
    feeBasis: 2, // per booking
    basedOn: 'AMOUNT',
    value: 1000,
    validFrom: '2024-01-01',
    validTo: null,
    description: 'Consumer hotel booking fee',
    active: true,
  },
  {
    productType: 'flight',
    channel: 'B2C',
    currencyCode: 'MYR',
    feeBasis: 0, // per ticket
    basedOn: 'AMOUNT',
    value: 500,
    validFrom: '2024-01-01',
    validTo: null,
    description: 'Consumer flight ticket fee',
    active: true,
  },
];

/**
 * Pricing's reference data. Idempotent: a group is added unless its code exists (and is a default
 * only while its customer type has none); a service fee unless its product, channel and currency
 * have one. Nothing an administrator changed is overwritten.
 */
export async function seedPricing(dataSource: DataSource): Promise<void> {
  const groups = new MarkupGroupsRepository(dataSource);
  for (const group of SEED_GROUPS) await groups.insertMissing(dataSource.manager, group);
  for (const fee of SEED_SERVICE_FEES) await insertMissingServiceFee(dataSource.manager, fee);
}
