import type { PriceBreakdownItem, PriceNote, RuleRef as RuleRefItem } from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import { PriceOutOfRangeError, priceSale } from '../engine/price-engine';
import type { PriceBreakdown, PriceRequest, PricingRules, RuleRef } from '../engine/price-engine.types';

const ruleItem = (rule: RuleRef): RuleRefItem => ({
  kind: rule.kind,
  id: rule.id,
  version: rule.version,
  name: rule.name ?? null,
});

/**
 * The engine's breakdown as the contract answers it (optional fields as null), with the note
 * NO_MARKUP when no mark-up of the buyer's group applied: "why this price" names every rule used,
 * each mark-up with its version (GetMarkupDetail?markupID&version shows that version later).
 */
export function breakdownItem(b: PriceBreakdown): PriceBreakdownItem {
  const notes: PriceNote[] = [...b.notes];
  if (!b.rulesUsed.some((r) => r.kind === 'MARKUP')) notes.push('NO_MARKUP');
  return {
    currencyCode: b.currencyCode,
    lines: b.lines.map((l) => ({
      kind: l.kind,
      amount: l.amount,
      quantity: l.quantity,
      unitAmount: l.unitAmount,
      basisPoints: l.basisPoints,
      base: l.base,
      feeBasis: l.feeBasis,
      feeType: l.feeType ?? null,
      rule: l.rule ? ruleItem(l.rule) : null,
    })),
    total: b.total,
    commission: b.commission,
    rulesUsed: b.rulesUsed.map(ruleItem),
    notes,
  };
}

/** priceSale, with a price beyond what the system handles answered as 422 PRICE_OUT_OF_RANGE. */
export function price(request: PriceRequest, rules: PricingRules): PriceBreakdown {
  try {
    return priceSale(request, rules);
  } catch (error) {
    if (error instanceof PriceOutOfRangeError) throw new AppError('PRICE_OUT_OF_RANGE');
    throw error;
  }
}
