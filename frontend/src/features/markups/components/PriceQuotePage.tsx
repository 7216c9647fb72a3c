import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import '@mantine/dates/styles.css';
import { useForm } from '@mantine/form';
import { IconCalculator } from '@tabler/icons-react';
import {
  CABIN_CLASS,
  CURRENCY_CODES,
  optionsOf,
  PAYMENT_METHOD,
  PERMISSIONS,
  PRODUCT_TYPE,
  type PriceQuoteBody,
  type PriceQuoteResult,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { applyFieldErrors, zodFormValidator } from '../../../lib/form';
import { FormError } from '../../../ui/FormError';
import { PageHeader } from '../../../ui/PageHeader';
import { StayDates } from '../../../ui/StayDates';
import { useLanguage } from '../../../ui/useLanguage';
import { useOrganizationOptionsQuery } from '../../credit';
import { HotelPicker } from '../../hotels';
import { usePriceQuoteMutation } from '../markups.api';
import { CONSUMER, EMPTY_QUOTE, quoteFormSchema, type QuoteValues } from '../quote-form';
import { QuoteAnswer } from './QuoteAnswer';
import { DayInput } from '../../../ui/DayInput';

/**
 * /Markup/price-quote (markups.view), "Why this price": a buyer (an organization or a consumer),
 * a product and what is sold (a hotel stay priced from the inventory, or a supplier's fare given by
 * hand) answer the price of each sellable option and, line by line, how it was reached, with the
 * rules (mark-up versions, service fees) that made it.
 */
export function PriceQuotePage() {
  const { t } = useTranslation('markups');
  const language = useLanguage();
  const can = useCan();
  const { data: organizations } = useOrganizationOptionsQuery(undefined, {
    skip: !can(PERMISSIONS.organizationsView),
  });
  const [quote, { isLoading }] = usePriceQuoteMutation();
  const [answer, setAnswer] = useState<PriceQuoteResult | null>(null);
  const [failure, setFailure] = useState('');
  const form = useForm<QuoteValues>({
    mode: 'controlled',
    initialValues: EMPTY_QUOTE,
    validate: (values) => zodFormValidator(quoteFormSchema(t, values), t)(values),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure('');
    try {
      const body: PriceQuoteBody = quoteFormSchema(t, values).parse(values);
      setAnswer(await quote(body).unwrap());
    } catch (problem) {
      setAnswer(null);
      if (!applyFieldErrors(form, problem)) setFailure(errorMessage(problem, t('quote.failed')));
    }
  });
  const values = form.getValues();
  const hotel = values.productType === 'hotel';
  const flight = values.productType === 'flight';
  const buyers = [
    { value: CONSUMER, label: t('quote.consumer') },
    ...(organizations ?? []).map(({ value, label }) => ({ value, label })),
  ];

  return (
    <Stack gap="md" maw={1080}>
      <PageHeader title={t('quote.title')} description={t('quote.subtitle')} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate data-testid="quote-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <Select
              label={t('quote.buyer')}
              description={t('quote.buyerHint')}
              withAsterisk
              searchable
              allowDeselect={false}
              data={buyers}
              {...form.getInputProps('organizationId')}
              data-testid="quote-buyer"
            />
            <Select
              label={t('fields.productType')}
              withAsterisk
              allowDeselect={false}
              data={optionsOf(PRODUCT_TYPE, language)}
              {...form.getInputProps('productType')}
              data-testid="quote-product"
            />
            <Select
              label={t('fields.paymentType')}
              description={t('quote.paymentTypeHint')}
              clearable
              data={optionsOf(PAYMENT_METHOD, language)}
              {...form.getInputProps('paymentType')}
              onChange={(value) => form.setFieldValue('paymentType', value ?? '')}
              data-testid="quote-payment-type"
            />
          </SimpleGrid>
          {hotel ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              <HotelPicker
                label={t('quote.hotel')}
                required
                value={values.hotelID}
                onChange={(hotelID) => form.setFieldValue('hotelID', hotelID)}
                error={form.errors.hotelID as string | undefined}
              />
              <StayDates form={form} labels={[t('quote.checkIn'), t('quote.checkOut')]} testIdPrefix="quote" />
              <NumberInput
                label={t('quote.adults')}
                withAsterisk
                min={1}
                max={20}
                allowDecimal={false}
                {...form.getInputProps('adults')}
                data-testid="quote-adults"
              />
              <NumberInput
                label={t('quote.rooms')}
                withAsterisk
                min={1}
                max={10}
                allowDecimal={false}
                {...form.getInputProps('rooms')}
                data-testid="quote-rooms"
              />
              <Switch
                mt={{ sm: 'xl' }}
                label={t('quote.foreignGuests')}
                {...form.getInputProps('foreignGuests', { type: 'checkbox' })}
                data-testid="quote-foreign-guests"
              />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              <TextInput
                label={t('quote.supplierCost', { currency: values.currencyCode || 'MYR' })}
                description={t('quote.supplierCostHint')}
                withAsterisk
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                {...form.getInputProps('supplierCost')}
                data-testid="quote-supplier-cost"
              />
              <Select
                label={t('quote.currency')}
                withAsterisk
                searchable
                allowDeselect={false}
                data={[...CURRENCY_CODES]}
                {...form.getInputProps('currencyCode')}
                data-testid="quote-currency"
              />
              {flight && (
                <Select
                  label={t('form.cabinClass')}
                  withAsterisk
                  allowDeselect={false}
                  data={optionsOf(CABIN_CLASS, language)}
                  {...form.getInputProps('cabinClass')}
                  data-testid="quote-cabin-class"
                />
              )}
              <NumberInput
                label={t('quote.tickets')}
                withAsterisk
                min={1}
                max={99}
                allowDecimal={false}
                {...form.getInputProps('tickets')}
                data-testid="quote-tickets"
              />
              {flight && (
                <NumberInput
                  label={t('quote.segments')}
                  withAsterisk
                  min={1}
                  max={16}
                  allowDecimal={false}
                  {...form.getInputProps('segments')}
                  data-testid="quote-segments"
                />
              )}
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <DayInput
              label={t('quote.saleDate')}
              description={t('quote.saleDateHint')}
              clearable
              {...form.getInputProps('saleDate')}
              onChange={(value) => form.setFieldValue('saleDate', value ?? '')}
              data-testid="quote-sale-date"
            />
          </SimpleGrid>
          <FormError>{failure}</FormError>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconCalculator size={16} />} loading={isLoading} data-testid="quote-submit">
              {t('quote.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {answer && <QuoteAnswer answer={answer} />}
    </Stack>
  );
}
