import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { DocumentTotals } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { percentText } from '../../../ui/major-amount';
import { money } from '../../../ui/money';

/** A document's totals and gross profit: live in the form (shared documentTotals), stored in the view. */
export function TotalsPanel({ totals, currencyCode }: { totals: DocumentTotals; currencyCode: string }) {
  const { t } = useTranslation('invoicing');
  const figures: [key: keyof DocumentTotals | 'grossProfitPercent', value: string][] = [
    ['subtotal', money(totals.subtotal, currencyCode)],
    ['serviceTax', money(totals.serviceTax, currencyCode)],
    ['tourismTax', money(totals.tourismTax, currencyCode)],
    ['total', money(totals.total, currencyCode)],
    ['costTotal', money(totals.costTotal, currencyCode)],
    ['grossProfit', money(totals.grossProfit, currencyCode)],
    ['grossProfitPercent', totals.grossProfitBasisPoints === null ? '–' : percentText(totals.grossProfitBasisPoints)],
  ];
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-default-hover)" data-testid="document-totals" aria-live="polite">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="md" component="dl" m={0}>
        {figures.map(([key, value]) => (
          <div key={key}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`totals.${key}`)}
            </Text>
            <Text
              component="dd"
              m={0}
              size="sm"
              fw={key === 'total' || key === 'grossProfit' ? 700 : 500}
              data-testid={`total-${key}`}
            >
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
