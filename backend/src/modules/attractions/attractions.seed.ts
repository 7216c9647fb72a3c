import type { DataSource, EntityManager } from 'typeorm';
import { businessDate } from '@bo/shared';
import { type AttractionProduct, AttractionsRepository, type AttractionTicketType } from './catalogue/attractions.repository';
import { plusDays } from './catalogue/ticket-rules';

/** A product as the seed (and specs that need one of their own) make it: what it is, its ticket types, its daily capacity. */
export interface AttractionDefinition {
  product: Omit<AttractionProduct, 'productID' | 'active'>;
  ticketTypes: Pick<AttractionTicketType, 'code' | 'name' | 'nameMs' | 'supplierCost' | 'weekendSupplierCost' | 'sortOrder'>[];
  /** Tickets a day. */
  capacity: number;
}

/** Days ahead the seed keeps open (today included). */
export const SEEDED_DAYS = 365;

const MALAYSIA = { countryCode: 'MYS', timeZone: 'Asia/Kuala_Lumpur', currencyCode: 'MYR', phone: null } as const;

/** The demo theme park and cable car (supplier costs in sen; Saturday and Sunday cost more at the theme park). */
export const DEMO_ATTRACTIONS: AttractionDefinition[] = [
  {
    product: {
      ...MALAYSIA,
      code: 'SUNWAY-LAGOON',
      name: 'Sunway Lagoon',
      productType: 'themePark',
      description: 'Water park, amusement park, wildlife park and extreme park in one, in Bandar Sunway.',
      addressLine: '3, Jalan PJS 11/11, Bandar Sunway',
      postcode: '47500',
      city: 'Petaling Jaya',
      state: 'Selangor',
      openingHours: '10:00 - 18:00',
      refundable: true,
      freeCancellationDays: 2,
      cancellationFeeBasisPoints: 5_000,
    },
    ticketTypes: [
      { code: 'ADULT', name: 'Adult', nameMs: 'Dewasa', supplierCost: 15_000, weekendSupplierCost: 18_000, sortOrder: 1 },
      {
        code: 'CHILD',
        name: 'Child (3-12)',
        nameMs: 'Kanak-kanak (3-12)',
        supplierCost: 12_000,
        weekendSupplierCost: 14_500,
        sortOrder: 2,
      },
    ],
    capacity: 2_000,
  },
  {
    product: {
      ...MALAYSIA,
      code: 'LANGKAWI-SKYCAB',
      name: 'Langkawi SkyCab',
      productType: 'cableCar',
      description: 'Cable car from the Oriental Village to the top of Gunung Mat Cincang, with the SkyBridge.',
      addressLine: 'Oriental Village, Jalan Telaga Tujuh, Burau Bay',
      postcode: '07000',
      city: 'Langkawi',
      state: 'Kedah',
      openingHours: '09:30 - 19:00',
      refundable: true,
      freeCancellationDays: 1,
      cancellationFeeBasisPoints: 10_000,
    },
    ticketTypes: [
      { code: 'ADULT', name: 'Adult', nameMs: 'Dewasa', supplierCost: 8_500, weekendSupplierCost: null, sortOrder: 1 },
      {
        code: 'CHILD',
        name: 'Child (3-12)',
        nameMs: 'Kanak-kanak (3-12)',
        supplierCost: 6_500,
        weekendSupplierCost: null,
        sortOrder: 2,
      },
    ],
    capacity: 1_500,
  },
];

/**
 * Makes the product if its code is new (an existing one is never overwritten), adds the ticket
 * types it lacks, and opens `days` days from `from` (dates already open keep their counters).
 * Answers the product's id.
 */
export async function addAttraction(
  m: EntityManager,
  definition: AttractionDefinition,
  window: { from: string; days: number },
): Promise<string> {
  const repository = new AttractionsRepository();
  const productID = await repository.upsertProduct(m, definition.product);
  for (const type of definition.ticketTypes) await repository.ensureTicketType(m, productID, type);
  await repository.openDays(m, productID, { from: window.from, to: plusDays(window.from, window.days - 1) }, definition.capacity);
  return productID;
}

/** The demo products, open for the next SEEDED_DAYS days from the business date (run again, it opens the days that came since). */
export async function seedAttractions(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (m) => {
    for (const definition of DEMO_ATTRACTIONS) await addAttraction(m, definition, { from: businessDate(), days: SEEDED_DAYS });
  });
}
