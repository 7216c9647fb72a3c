import { Accordion, Alert, Anchor, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMoodEmpty } from '@tabler/icons-react';
import {
  CUSTOMER_TYPE,
  labelOf,
  PAYMENT_METHOD,
  PRICE_LINE_KIND,
  PRICE_NOTE,
  PRODUCT_TYPE,
  STAR_RATING,
  SYSTEM_FEE_TYPE,
  type Language,
  type PriceBreakdownItem,
  type PriceLineItem,
  type PriceQuoteResult,
  type ProductType,
  type RuleRef,
} from '@bo/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../ui/dates';
import { money } from '../../../ui/money';
import { useLanguage } from '../../../ui/useLanguage';
import { percentText } from '../../../ui/major-amount';
import { setupPath } from '../../service-fees/components/fee-words';
import { markupVersionPath } from '../markup-words';

type Option = PriceQuoteResult['options'][number];

/** The unit family of a product's fee bases (quote.units.<family>.<basis>). */
const unitFamily = (productType: ProductType) =>
  productType === 'hotel' ? 'hotel' : productType === 'flight' ? 'flight' : 'other';

/**
 * How a line's amount was reached, in words: '12.50% of MYR 600.00', 'MYR 5.00 × 2 room nights',
 * 'MYR 2.00 per booking'; the supplier's cost says where it came from.
 */
export function howComputed(t: TFunction, line: PriceLineItem, productType: ProductType, currencyCode: string): string {
  if (line.basisPoints !== null && line.base !== null)
    return t('quote.how.percent', { rate: percentText(line.basisPoints), base: money(line.base, currencyCode) });
  // Tourism tax is counted per room night whatever the mark-up's basis.
  const basis = line.feeBasis ?? (line.kind === 'TOURISM_TAX' ? 0 : null);
  if (line.unitAmount !== null) {
    const unit = money(line.unitAmount, currencyCode);
    if (basis === 2) return t('quote.how.perBooking', { unit });
    if (basis === null) return t('quote.how.times', { unit, count: line.quantity });
    const units = t(`quote.units.${unitFamily(productType)}.${basis}`, { count: line.quantity });
    return t('quote.how.perUnit', { unit, count: line.quantity, units });
  }
  if (line.kind === 'SUPPLIER_COST') return productType === 'hotel' ? t('quote.how.supplierStay') : t('quote.how.supplierGiven');
  return '';
}

/** A breakdown line's name: its kind, a system fee with its type. */
const lineName = (line: PriceLineItem, language: Language) =>
  line.kind === 'SYSTEM_FEE' && line.feeType
    ? `${labelOf(PRICE_LINE_KIND, line.kind, language)} (${labelOf(SYSTEM_FEE_TYPE, line.feeType, language)})`
    : labelOf(PRICE_LINE_KIND, line.kind, language);

/** The sale a breakdown prices: its product and the buyer's customer type (= sales channel). */
type SaleOf = Pick<PriceQuoteResult, 'productType' | 'customerType'>;

/**
 * A rule's name: a mark-up's own; a tax by its line's kind; a service fee by the product and sales
 * channel it was set up for; a system fee by its fee type (the lines carry it).
 */
function ruleName(rule: RuleRef, breakdown: PriceBreakdownItem, sale: SaleOf, language: Language): string {
  if (rule.name) return rule.name;
  if (rule.kind === 'TAX') return labelOf(PRICE_LINE_KIND, rule.id, language);
  if (rule.kind === 'SERVICE_FEE')
    return `${labelOf(PRODUCT_TYPE, sale.productType, language)} · ${labelOf(CUSTOMER_TYPE, sale.customerType, language)}`;
  const feeType = breakdown.lines.find((l) => l.rule?.kind === rule.kind && l.rule.id === rule.id)?.feeType;
  return feeType ? labelOf(SYSTEM_FEE_TYPE, feeType, language) : rule.id;
}

/** A rule's name and version; a mark-up links to that exact version, a service fee to its setup. */
function RuleLink({ rule, name }: { rule: RuleRef; name: string }) {
  const { t } = useTranslation('markups');
  const text = t('quote.rule', {
    kind: t(`quote.ruleKind.${rule.kind}`),
    name,
    version: rule.version ?? '',
    context: rule.version === null ? 'unversioned' : undefined,
  });
  const to =
    rule.kind === 'MARKUP'
      ? markupVersionPath(rule.id, rule.version)
      : rule.kind === 'SERVICE_FEE'
        ? setupPath({ serviceFeeID: rule.id })
        : null;
  if (!to) return <Text size="sm">{text}</Text>;
  return (
    <Anchor component={Link} to={to} size="sm" data-testid="quote-rule" data-kind={rule.kind}>
      {text}
    </Anchor>
  );
}

/** One option's breakdown: a line per kind with how it was reached, the total, then what is apart from it. */
function Breakdown({
  breakdown,
  productType,
  customerType,
}: {
  breakdown: PriceBreakdownItem;
  productType: ProductType;
  customerType: SaleOf['customerType'];
}) {
  const { t } = useTranslation('markups');
  const language = useLanguage();
  const cur = breakdown.currencyCode;
  return (
    <Stack gap="sm">
      <Table verticalSpacing="xs" fz="sm" data-testid="breakdown">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('quote.line')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('quote.how.label')}</Table.Th>
            <Table.Th ta="right">{t('quote.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {breakdown.lines.map((line, index) => {
            const how = howComputed(t, line, productType, cur);
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
                  {/* On a phone the way it was computed sits under the name: two columns fit 390 px. */}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {how}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm" data-testid="line-how">
                  {how}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} ff="monospace" data-testid="line-amount">
                  {money(line.amount, cur)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('quote.total')}</Table.Th>
            <Table.Th visibleFrom="sm" />
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} ff="monospace" data-testid="breakdown-total">
              {money(breakdown.total, cur)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {customerType === 'B2B' && (
        <Text size="sm" data-testid="quote-commission">
          {t('quote.commission', {
            amount: money(breakdown.commission.amount, cur),
            rate: percentText(breakdown.commission.basisPoints),
          })}
        </Text>
      )}
      {breakdown.notes.length > 0 && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={t('quote.notes')}
          data-testid="quote-notes"
        >
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
            {t('quote.rulesUsed')}
          </Text>
          <List size="sm" data-testid="quote-rules">
            {breakdown.rulesUsed.map((rule) => (
              <List.Item key={`${rule.kind}-${rule.id}-${rule.version ?? ''}`}>
                <RuleLink rule={rule} name={ruleName(rule, breakdown, { productType, customerType }, language)} />
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}

/** An option's title: the room and rate of a hotel, else the product. */
function optionTitle(option: Option, productType: ProductType, language: Language) {
  if (option.roomName || option.rateName) return [option.roomName, option.rateName].filter(Boolean).join(' · ');
  return labelOf(PRODUCT_TYPE, productType, language);
}

/**
 * The quote's answer: for whom and when, then each option (cheapest first) with its total and,
 * opened, its breakdown. No option: nothing sells for that stay and party, said as such.
 */
export function QuoteAnswer({ answer }: { answer: PriceQuoteResult }) {
  const { t } = useTranslation('markups');
  const language = useLanguage();
  const hotel = answer.options[0];
  const facts = [
    [t('quote.buyer'), answer.organizationName ?? t('quote.consumer')],
    [t('fields.customerType'), labelOf(CUSTOMER_TYPE, answer.customerType, language)],
    [t('fields.group'), answer.markupGroup?.name ?? t('quote.noGroup')],
    [t('quote.saleDate'), formatDate(answer.saleDate, 'display')],
    [t('fields.paymentType'), answer.paymentType ? labelOf(PAYMENT_METHOD, answer.paymentType, language) : t('quote.anyPayment')],
  ];
  return (
    <Paper withBorder p="lg" data-testid="quote-answer" aria-live="polite">
      <Stack gap="md">
        <Title order={2} size="h4">
          {hotel?.hotelName
            ? [hotel.hotelName, hotel.starRating && labelOf(STAR_RATING, hotel.starRating, language)].filter(Boolean).join(' · ')
            : t('quote.answerTitle')}
        </Title>
        <Group gap="lg" wrap="wrap">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </div>
          ))}
        </Group>
        {answer.options.length === 0 ? (
          <Stack align="center" gap={4} py="lg" data-testid="quote-empty">
            <IconMoodEmpty size={32} stroke={1.4} color="var(--mantine-color-dimmed)" />
            <Text fw={600} ta="center">
              {t(answer.productType === 'hotel' ? 'quote.noRate' : 'quote.noOption')}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('quote.noRateHint')}
            </Text>
          </Stack>
        ) : (
          <Accordion multiple variant="separated" defaultValue={['0']} chevronPosition="left">
            {answer.options.map((option, index) => (
              <Accordion.Item
                key={option.roomRateInclusionID ?? index}
                value={String(index)}
                data-testid="quote-option"
                data-total={option.breakdown.total}
              >
                <Accordion.Control>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600}>{optionTitle(option, answer.productType, language)}</Text>
                    <Text fw={700} ff="monospace" data-testid="quote-total">
                      {money(option.breakdown.total, option.breakdown.currencyCode)}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Breakdown breakdown={option.breakdown} productType={answer.productType} customerType={answer.customerType} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Paper>
  );
}
