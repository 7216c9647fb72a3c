import { businessDate, type FlightSearchResult, type TicketProductList, type TicketProductQuery } from '@bo/shared';
import type { Buyer } from '../../pricing';

/**
 * What the flight and ticket catalogue handlers share: whom an offer was priced for (the buyer's
 * customer type, organization and mark-up group), as the answers show it; and the sale a ticket
 * offer is priced as.
 */
export const pricedFor = (buyer: Buyer): FlightSearchResult['pricedFor'] & TicketProductList['pricedFor'] => ({
  customerType: buyer.customerType,
  organizationId: buyer.organizationId,
  markupGroupListID: buyer.group?.id ?? null,
  markupGroupName: buyer.group?.name ?? null,
});

/** Offered prices: today's rules, no payment type chosen yet (only mark-ups for ANY payment; no gateway fee). */
export const ticketSale = (productType: TicketProductQuery['productType'], currencyCode: string) => ({
  saleDate: businessDate(),
  paymentType: null,
  productType,
  currencyCode,
});
