import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MarkupRule } from '../../engine/price-engine.types';
import { PricingRulesCache } from '../../pricing-rules.cache';

/**
 * The mark-ups the price engine chooses from (engine/price-engine.ts, step 2): the current version
 * of each active mark-up of a group that is valid on a date. One indexed read of
 * `pricing.markups` (by `markup_group_id`), kept by PricingRulesCache until a mark-up changes; the
 * engine picks the one that applies to each sale, so a search prices every rate with one read.
 */
@Injectable()
export class MarkupRules {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rules: PricingRulesCache,
  ) {}

  /** `date` is `YYYY-MM-DD` (the sale date); `productType` narrows the read when the caller knows it. */
  inForce(markupGroupId: string, date: string, productType?: MarkupRule['productType']): Promise<MarkupRule[]> {
    return this.rules.get(`markups:${markupGroupId}:${date}:${productType ?? '*'}`, () =>
      this.read(markupGroupId, date, productType),
    );
  }

  private async read(markupGroupId: string, date: string, productType?: MarkupRule['productType']): Promise<MarkupRule[]> {
    return (await this.dataSource.query(
      `SELECT id AS "markupId", version, name, product_type AS "productType", markup_group_id AS "markupGroupId",
              customer_type AS "customerType", based_on AS "basedOn", fee_basis AS "feeBasis",
              payment_type AS "paymentType", same_for_all AS "sameForAll", rows,
              to_char(valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(valid_to, 'YYYY-MM-DD') AS "validTo", active
         FROM pricing.markups
        WHERE markup_group_id = $1 AND active AND valid_from <= $2::date AND (valid_to IS NULL OR valid_to >= $2::date)
          AND ($3::text IS NULL OR product_type = $3)
        ORDER BY id`,
      [markupGroupId, date, productType ?? null],
    )) as MarkupRule[];
  }
}
