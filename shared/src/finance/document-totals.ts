/**
 * The money of a finance document, computed the same way by the API (what is stored and printed)
 * and the web app (the form's live totals and gross profit). Integer minor units throughout.
 */
import type { FinanceTaxType } from '../enums/finance';

/** Service tax since 1 March 2024: 8%, in basis points. */
export const SERVICE_TAX_BASIS_POINTS = 800;
/** Tourism tax: RM10 per room per night (foreign guests), in sen. MYR only. */
export const TOURISM_TAX_PER_ROOM_NIGHT = 1000;

export interface RevenueLineMoney {
  pax: number;
  unitPrice: number;
  taxType: FinanceTaxType;
  roomNights?: number | null;
}
export interface CostLineMoney {
  unit: number;
  unitPrice: number;
}

export interface LineTotals {
  amount: number;
  serviceTax: number;
  tourismTax: number;
}

export interface DocumentTotals {
  /** Sum of the revenue lines' amounts, before tax. */
  subtotal: number;
  serviceTax: number;
  tourismTax: number;
  /** subtotal + taxes: what the buyer pays. */
  total: number;
  costTotal: number;
  /** subtotal - costTotal (taxes are collected for the government, not earned). */
  grossProfit: number;
  /** grossProfit / subtotal in basis points (1234 = 12.34%), half away from zero; null when subtotal is 0. */
  grossProfitBasisPoints: number | null;
}

/** `numerator / denominator` rounded half away from zero, for integers (exact while both stay below 2^53). */
export function divideRounded(numerator: number, denominator: number): number {
  const q = Math.trunc(numerator / denominator) || 0; // never -0
  const r = numerator - q * denominator;
  if (2 * Math.abs(r) >= Math.abs(denominator)) return q + Math.sign(numerator) * Math.sign(denominator);
  return q;
}

export function revenueLineTotals(line: RevenueLineMoney): LineTotals {
  const amount = line.pax * line.unitPrice;
  return {
    amount,
    serviceTax: line.taxType === 'SERVICE_TAX' ? divideRounded(amount * SERVICE_TAX_BASIS_POINTS, 10_000) : 0,
    tourismTax: line.taxType === 'TOURISM_TAX' ? TOURISM_TAX_PER_ROOM_NIGHT * (line.roomNights ?? 0) : 0,
  };
}

export const costLineAmount = (line: CostLineMoney) => line.unit * line.unitPrice;

export function documentTotals(revenueLines: readonly RevenueLineMoney[], costLines: readonly CostLineMoney[]): DocumentTotals {
  let subtotal = 0;
  let serviceTax = 0;
  let tourismTax = 0;
  for (const line of revenueLines) {
    const t = revenueLineTotals(line);
    subtotal += t.amount;
    serviceTax += t.serviceTax;
    tourismTax += t.tourismTax;
  }
  const costTotal = costLines.reduce((sum, line) => sum + costLineAmount(line), 0);
  const grossProfit = subtotal - costTotal;
  return {
    subtotal,
    serviceTax,
    tourismTax,
    total: subtotal + serviceTax + tourismTax,
    costTotal,
    grossProfit,
    grossProfitBasisPoints: subtotal === 0 ? null : divideRounded(grossProfit * 10_000, subtotal),
  };
}
