import { Accordion, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import {
  CUSTOMER_TYPE,
  labelOf,
  PAYMENT_METHOD,
  PRODUCT_TYPE,
  STAR_RATING,
  type Language,
  type PriceQuoteResult,
  type ProductType,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/dates';
import { money } from '../../../ui/money';
import { PriceBreakdown } from '../../../ui/PriceBreakdown';
import { useLanguage } from '../../../ui/useLanguage';
import { ruleLink } from '../markup-words';

type Option = PriceQuoteResult['options'][number];

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
                    <Text fw={700} data-testid="quote-total">
                      {money(option.breakdown.total, option.breakdown.currencyCode)}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <PriceBreakdown
                    breakdown={option.breakdown}
                    productType={answer.productType}
                    customerType={answer.customerType}
                    words={{ t, prefix: 'breakdown' }}
                    ruleLink={ruleLink}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Paper>
  );
}
