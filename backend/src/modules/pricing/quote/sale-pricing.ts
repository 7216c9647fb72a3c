import { Injectable } from '@nestjs/common';
import type { PaymentMethod, PriceBreakdownItem, ProductType } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import type { PriceRequest } from '../engine/price-engine.types';
import { breakdownItem, price } from './breakdown';
import { type Buyer, BuyerPricing, saleOf } from './buyer-pricing.service';

/** What the sale prices other contexts call share: the buyer as the quote resolves it. */
@Injectable()
export abstract class SalePricing {
  constructor(protected readonly buyers: BuyerPricing) {}

  /** The buyer of a sale (see BuyerPricing.resolve: an agency user is its own organization). */
  buyer(actor: Actor, organizationId: string | undefined): Promise<Buyer> {
    return this.buyers.resolve(actor, organizationId);
  }
}

/** Sales of one product type on a date in one currency, the payment type chosen (or null: not yet). */
export interface DatedSale {
  saleDate: string;
  paymentType: PaymentMethod | null;
  currencyCode: string;
}

/**
 * A sale price that prices many `U`s of one sale `S` with the rules read once (a search or a
 * catalogue page prices every one found), each as the quote prices its product (the buyer's part,
 * the sale's currency and the `U`'s cost and units); beyond the largest amount: 422 PRICE_OUT_OF_RANGE.
 */
export abstract class BatchSalePricing<S extends DatedSale, U> extends SalePricing {
  abstract pricer(buyer: Buyer, sale: S): Promise<(sold: U) => PriceBreakdownItem>;

  /** One `U`'s breakdown. */
  async price(buyer: Buyer, sale: S, sold: U): Promise<PriceBreakdownItem> {
    return (await this.pricer(buyer, sale))(sold);
  }

  /** The pricer of `product`: each `U` priced with `request(it)` (its supplier cost, units and mark-up row). */
  protected async pricerOf(
    buyer: Buyer,
    product: ProductType,
    sale: S,
    request: (sold: U) => Pick<PriceRequest, 'supplierCost' | 'units' | 'cabinClass'>,
  ): Promise<(sold: U) => PriceBreakdownItem> {
    const rules = await this.buyers.rules(buyer, sale.currencyCode, sale.saleDate, product);
    return (sold) =>
      breakdownItem(
        price(
          { ...saleOf(buyer, product, sale.saleDate, sale.paymentType), currencyCode: sale.currencyCode, ...request(sold) },
          rules,
        ),
      );
  }
}
