import { DEFAULT_CURRENCY, formatMinor, SCREEN_PATHS, type MarkupBasis, type RuleRef } from '@bo/shared';
import { percentText } from '../../ui/major-amount';
import { setupPath } from '../service-fees';

/**
 * A mark-up has no currency: its amounts are taken in the sale's (the price engine). They are
 * typed and shown with the default currency's two places, without a code.
 */
export const AMOUNT_AS = DEFAULT_CURRENCY;

/** A row value as the screens show it: '12.50%' (PERCENTAGE) or '5.00' (AMOUNT, in the sale's currency). */
export const valueText = (basedOn: MarkupBasis, value: number) =>
  basedOn === 'PERCENTAGE' ? percentText(value) : formatMinor(value, AMOUNT_AS);

/** Lowest–highest of a mark-up's rows, one value when they are equal. */
export const valueRangeText = (row: { basedOn: MarkupBasis; lowestValue: number; highestValue: number }) =>
  row.lowestValue === row.highestValue
    ? valueText(row.basedOn, row.lowestValue)
    : `${valueText(row.basedOn, row.lowestValue)} – ${valueText(row.basedOn, row.highestValue)}`;

/** Products whose mark-ups may have one row per star rating (hotels) or cabin class (flights). */
export const hasRowsPer = (productType: string) => productType === 'hotel' || productType === 'flight';

/**
 * A mark-up's history (the list's `markupID` filter), with `version` shown read-only over it
 * (`view`, `version`): the address the price quote's rules link to.
 */
export function markupVersionPath(markupID: string, version?: number | null) {
  const params = new URLSearchParams({ tab: 'history', markupID });
  if (version) {
    params.set('view', markupID);
    params.set('version', String(version));
  }
  return `${SCREEN_PATHS.markups}?${params.toString()}`;
}

/** The mark-up form: a new mark-up, or a new version of `markupID`. */
export const modifyMarkupPath = (markupID?: string) =>
  markupID ? `${SCREEN_PATHS.modifyMarkup}?id=${encodeURIComponent(markupID)}` : SCREEN_PATHS.modifyMarkup;

/**
 * Where a rule a price breakdown used is shown (ui/PriceBreakdown `ruleLink`): a mark-up's exact
 * version, a service fee's setup; system fees and taxes have no screen of their own.
 */
export const ruleLink = (rule: RuleRef): string | null =>
  rule.kind === 'MARKUP'
    ? markupVersionPath(rule.id, rule.version)
    : rule.kind === 'SERVICE_FEE'
      ? setupPath({ serviceFeeID: rule.id })
      : null;
