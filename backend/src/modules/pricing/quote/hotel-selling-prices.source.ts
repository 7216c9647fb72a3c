import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { businessDate } from '@bo/shared';
import {
  type RateToPrice,
  type SellingPriceRequest,
  type SellingPriceSource,
  type SellingPricer,
  SellingPrices,
} from '../../hotels';
import { PriceOutOfRangeError, priceSale } from '../engine/price-engine';
import type { PricingRules } from '../engine/price-engine.types';
import { BuyerPricing, hotelRateSale } from './buyer-pricing.service';

/**
 * Selling prices in the hotels' availability answer (the hotels context's SellingPrices port,
 * registered at start-up). Per search: the buyer and its group resolved once, the rules in force
 * today read once per currency of the hotels found (usually one), then every rate priced by the
 * engine in memory, exactly as the quote prices it (same request, same rules), so a rate's
 * `sellingTotal` equals the quote's total for it. Room-only sales with no payment method chosen
 * and no foreign guests: the price a buyer first sees.
 */
@Injectable()
export class HotelSellingPricesSource implements SellingPriceSource, OnModuleInit, OnModuleDestroy {
  private unregister?: () => void;

  constructor(
    private readonly ports: SellingPrices,
    private readonly buyers: BuyerPricing,
  ) {}

  onModuleInit(): void {
    this.unregister = this.ports.register(this);
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }

  async pricerFor(request: SellingPriceRequest): Promise<SellingPricer> {
    const buyer = await this.buyers.resolve(request.actor, request.organizationId);
    const saleDate = businessDate();
    const rules = new Map<string, PricingRules>(
      await Promise.all(
        request.currencyCodes.map(
          async (currency) => [currency, await this.buyers.rules(buyer, currency, saleDate, 'hotel')] as const,
        ),
      ),
    );
    const sale = { saleDate, paymentType: null, foreignGuests: false };
    return {
      pricedFor: {
        customerType: buyer.customerType,
        organizationId: buyer.organizationId,
        markupGroupListID: buyer.group?.id ?? null,
        markupGroupName: buyer.group?.name ?? null,
      },
      sellingTotal: (rate: RateToPrice) => {
        const inForce = rules.get(rate.currencyCode);
        if (!inForce) return null;
        try {
          const rateSale = { ...rate, supplierCost: rate.total, rooms: request.rooms, nights: request.nights };
          return priceSale(hotelRateSale(buyer, sale, rateSale), inForce).total;
        } catch (error) {
          // A rate whose price exceeds what the system handles has no selling price (the quote answers 422).
          if (error instanceof PriceOutOfRangeError) return null;
          throw error;
        }
      },
    };
  }
}
