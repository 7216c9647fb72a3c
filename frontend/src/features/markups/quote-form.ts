import { DEFAULT_CURRENCY, priceQuoteSchema } from '@bo/shared';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { majorAmountField } from '../../ui/major-amount';
import { stayFromTomorrow } from '../../ui/StayDates';

/** The buyer choice that stands for 'no organization': a consumer (B2C). */
export const CONSUMER = 'B2C';

/** The quote form's values as typed, under the request's own names (so server field errors land on them). */
export type QuoteValues = {
  organizationId: string;
  productType: string;
  paymentType: string;
  saleDate: string;
  hotelID: string;
  checkIn: string;
  checkOut: string;
  adults: string | number;
  rooms: string | number;
  foreignGuests: boolean;
  supplierCost: string;
  currencyCode: string;
  cabinClass: string;
  tickets: string | number;
  segments: string | number;
};

/** A consumer's two-adult, one-room stay from tomorrow for one night; a fare in ringgit for one ticket. */
export const EMPTY_QUOTE: QuoteValues = {
  organizationId: CONSUMER,
  productType: 'hotel',
  paymentType: '',
  saleDate: '',
  hotelID: '',
  ...stayFromTomorrow(),
  adults: 2,
  rooms: 1,
  foreignGuests: false,
  supplierCost: '',
  currencyCode: DEFAULT_CURRENCY,
  cabinClass: '',
  tickets: 1,
  segments: 1,
};

const count = z.union([z.string(), z.number()]).transform((value) => (value === '' ? undefined : Number(value)));

/**
 * The quote form's schema: the typed values as the request (`POST test`) and then the shared
 * quote schema, so the form asks for exactly what the API needs for the product. The supplier's
 * cost is typed in major units of its currency and sent in minor units (never a float); fields
 * of the other kind of product are left out.
 */
export function quoteFormSchema(t: TFunction, values: Pick<QuoteValues, 'productType' | 'currencyCode'>) {
  const hotel = values.productType === 'hotel';
  const flight = values.productType === 'flight';
  return z
    .object({
      organizationId: z.string(),
      productType: z.string(),
      paymentType: z.string(),
      saleDate: z.string(),
      hotelID: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      adults: count,
      rooms: count,
      foreignGuests: z.boolean(),
      supplierCost: hotel
        ? z.unknown().transform(() => undefined)
        : majorAmountField(t, values.currencyCode || DEFAULT_CURRENCY, z.number().int(), { allowZero: true }),
      currencyCode: z.string(),
      cabinClass: z.string(),
      tickets: count,
      segments: count,
    })
    .transform((v): unknown => {
      const common = {
        organizationId: v.organizationId === CONSUMER ? undefined : v.organizationId,
        productType: v.productType,
        paymentType: v.paymentType,
        saleDate: v.saleDate,
      };
      if (hotel)
        return {
          ...common,
          hotelID: v.hotelID,
          checkIn: v.checkIn,
          checkOut: v.checkOut,
          adults: v.adults,
          rooms: v.rooms,
          foreignGuests: v.foreignGuests,
          childAges: [],
        };
      return {
        ...common,
        supplierCost: v.supplierCost,
        currencyCode: v.currencyCode,
        tickets: v.tickets,
        ...(flight ? { cabinClass: v.cabinClass, segments: v.segments } : {}),
      };
    })
    .pipe(priceQuoteSchema);
}
