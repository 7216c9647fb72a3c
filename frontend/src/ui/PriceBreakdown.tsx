import { Alert, Anchor, List, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  CUSTOMER_TYPE,
  labelOf,
  PRICE_LINE_KIND,
  PRICE_NOTE,
  PRODUCT_TYPE,
  SYSTEM_FEE_TYPE,
  type CustomerType,
  type Language,
  type PriceBreakdownItem,
  type PriceLineItem,
  type ProductType,
  type RuleRef,
} from '@bo/shared';
import { Link } from 'react-router';
import { percentText } from './major-amount';
import { money } from './money';
import { useLanguage } from './useLanguage';

/**
 * Where a breakdown's strings are: `<prefix>.line`, `.amount`, `.total`, `.how.*`, `.units.*`,
 * `.commission`, `.notes`, `.rulesUsed`, `.rule` (`_unversioned`) and `.ruleKind.*` of the
 * caller's catalogue (the pricing words: markups' `breakdown.*`).
 */
export interface BreakdownWords {
  t: (key: string, options?: Record<string, unknown>) => string;
  prefix: string;
}

/** The sale a breakdown prices: its product and the buyer's customer type (= sales channel). */
export interface BreakdownSale {
  productType: ProductType;
  customerType: CustomerType;
}

/** The unit family of a product's fee bases (`<prefix>.units.<family>.<basis>`). */
const unitFamily = (productType: ProductType) =>
  productType === 'hotel' ? 'hotel' : productType === 'flight' ? 'flight' : 'other';

/**
 * How a line's amount was reached, in words: '12.50% of MYR 600.00', 'MYR 5.00 × 2 room nights',
 * 'MYR 2.00 per booking'; the supplier's cost says where it came from.
 */
export function howComputed(words: BreakdownWords, line: PriceLineItem, productType: ProductType, currencyCode: string): string {
  const word = (key: string, options?: Record<string, unknown>) => words.t(`${words.prefix}.${key}`, options);
  if (line.basisPoints !== null && line.base !== null)
    return word('how.percent', { rate: percentText(line.basisPoints), base: money(line.base, currencyCode) });
  // Tourism tax is counted per room night whatever the mark-up's basis.
  const basis = line.feeBasis ?? (line.kind === 'TOURISM_TAX' ? 0 : null);
  if (line.unitAmount !== null) {
    const unit = money(line.unitAmount, currencyCode);
    if (basis === 2) return word('how.perBooking', { unit });
    if (basis === null) return word('how.times', { unit, count: line.quantity });
    const units = word(`units.${unitFamily(productType)}.${basis}`, { count: line.quantity });
    return word('how.perUnit', { unit, count: line.quantity, units });
  }
  if (line.kind === 'SUPPLIER_COST') return productType === 'hotel' ? word('how.supplierStay') : word('how.supplierGiven');
  return '';
}

/** A breakdown line's name: its kind, a system fee with its type. */
const lineName = (line: PriceLineItem, language: Language) =>
  line.kind === 'SYSTEM_FEE' && line.feeType
    ? `${labelOf(PRICE_LINE_KIND, line.kind, language)} (${labelOf(SYSTEM_FEE_TYPE, line.feeType, language)})`
    : labelOf(PRICE_LINE_KIND, line.kind, language);

/**
 * A rule's name: a mark-up's own; a tax by its line's kind; a service fee by the product and sales
 * channel it was set up for; a system fee by its fee type (the lines carry it).
 */
function ruleName(rule: RuleRef, breakdown: PriceBreakdownItem, sale: BreakdownSale, language: Language): string {
  if (rule.name) return rule.name;
  if (rule.kind === 'TAX') return labelOf(PRICE_LINE_KIND, rule.id, language);
  if (rule.kind === 'SERVICE_FEE')
    return `${labelOf(PRODUCT_TYPE, sale.productType, language)} · ${labelOf(CUSTOMER_TYPE, sale.customerType, language)}`;
  const feeType = breakdown.lines.find((l) => l.rule?.kind === rule.kind && l.rule.id === rule.id)?.feeType;
  return feeType ? labelOf(SYSTEM_FEE_TYPE, feeType, language) : rule.id;
}

/** A rule's name and version, a link where the caller says where the rule is shown. */
function RuleLink({ rule, name, words, to }: { rule: RuleRef; name: string; words: BreakdownWords; to: string | null }) {
  const text = words.t(`${words.prefix}.rule`, {
    kind: words.t(`${words.prefix}.ruleKind.${rule.kind}`),
    name,
    version: rule.version ?? '',
    context: rule.version === null ? 'unversioned' : undefined,
  });
  if (!to) return <Text size="sm">{text}</Text>;
  return (
    <Anchor component={Link} to={to} size="sm" data-testid="quote-rule" data-kind={rule.kind}>
      {text}
    </Anchor>
  );
}

export interface PriceBreakdownProps extends BreakdownSale {
  breakdown: PriceBreakdownItem;
  words: BreakdownWords;
  /** Where a rule used is shown (a mark-up's version, a service fee's setup); null or absent: its name as text. */
  ruleLink?: (rule: RuleRef) => string | null;
}

/**
 * A price engine's breakdown (a quote's option, a booking's price): a line per kind with how it
 * was reached, the total, then what is apart from it (the agent's commission for B2B, notes) and
 * the rules that made it. On a phone the way a line was computed sits under its name (two columns
 * fit 390 px). Test ids: breakdown, breakdown-line (data-kind, data-amount), line-how, line-amount,
 * breakdown-total, quote-commission, quote-notes, quote-rules, quote-rule.
 */
export function PriceBreakdown({ breakdown, productType, customerType, words, ruleLink }: PriceBreakdownProps) {
  const language = useLanguage();
  const word = (key: string, options?: Record<string, unknown>) => words.t(`${words.prefix}.${key}`, options);
  const cur = breakdown.currencyCode;
  return (
    <Stack gap="sm">
      <Table verticalSpacing="xs" fz="sm" data-testid="breakdown">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{word('line')}</Table.Th>
            <Table.Th visibleFrom="sm">{word('how.label')}</Table.Th>
            <Table.Th ta="right">{word('amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {breakdown.lines.map((line, index) => {
            const how = howComputed(words, line, productType, cur);
            return (
              <Table.Tr
                key={`${line.kind}-${index}`}
                data-testid="breakdown-line"
                data-kind={line.kind}
                data-amount={line.amount}
              >
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {lineName(line, language)}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {how}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm" data-testid="line-how">
                  {how}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="line-amount">
                  {money(line.amount, cur)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{word('total')}</Table.Th>
            <Table.Th visibleFrom="sm" />
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="breakdown-total">
              {money(breakdown.total, cur)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {customerType === 'B2B' && (
        <Text size="sm" data-testid="quote-commission">
          {word('commission', {
            amount: money(breakdown.commission.amount, cur),
            rate: percentText(breakdown.commission.basisPoints),
          })}
        </Text>
      )}
      {breakdown.notes.length > 0 && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={word('notes')} data-testid="quote-notes">
          <List size="sm">
            {breakdown.notes.map((note) => (
              <List.Item key={note}>{labelOf(PRICE_NOTE, note, language)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {breakdown.rulesUsed.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {word('rulesUsed')}
          </Text>
          <List size="sm" data-testid="quote-rules">
            {breakdown.rulesUsed.map((rule) => (
              <List.Item key={`${rule.kind}-${rule.id}-${rule.version ?? ''}`}>
                <RuleLink
                  rule={rule}
                  name={ruleName(rule, breakdown, { productType, customerType }, language)}
                  words={words}
                  to={ruleLink?.(rule) ?? null}
                />
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
