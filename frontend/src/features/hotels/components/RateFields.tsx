import { NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CANCELLATION_FEE_BASIS, MEAL_PLAN, optionsOf } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/useLanguage';
import type { RateValues } from './rate-form';

export type RatePart = 'info' | 'condition' | 'pricing';

/** The inputs of the parts of a rate the form edits (create: all three; an edit on the room profile: one). */
export function RateFields<V extends Partial<RateValues>>({
  form,
  parts,
}: {
  form: UseFormReturnType<V>;
  parts: readonly RatePart[];
}) {
  const { t } = useTranslation('hotels');
  const language = useLanguage();
  const input = (path: string) => form.getInputProps(path);
  const options = (values: typeof MEAL_PLAN | typeof CANCELLATION_FEE_BASIS) =>
    optionsOf(values, language).map((option) => ({ value: String(option.value), label: option.label }));
  const values = form.getValues() as Partial<RateValues>;
  const refundable = values.condition?.refundable ?? false;
  const basis = values.condition?.cancellationFee.basis;
  const currency = values.pricing?.currencyCode ?? '';
  const heading = (part: RatePart) =>
    parts.length > 1 && (
      <Title order={2} size="h4">
        {t(`rate.${part}`)}
      </Title>
    );
  return (
    <Stack gap="lg">
      {parts.includes('info') && (
        <Stack gap="sm">
          {heading('info')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('rate.ratePlanCode')}
              withAsterisk
              description={t('rate.ratePlanCodeHint')}
              {...input('info.ratePlanCode')}
            />
            <TextInput label={t('fields.name')} withAsterisk {...input('info.name')} />
            <Select
              label={t('rate.mealPlan')}
              withAsterisk
              data={options(MEAL_PLAN)}
              allowDeselect={false}
              {...input('info.mealPlan')}
            />
            <Switch mt="lg" label={t('rate.activeHint')} {...form.getInputProps('info.active', { type: 'checkbox' })} />
          </SimpleGrid>
          <Textarea
            label={t('rate.inclusions')}
            description={t('rate.inclusionsHint')}
            autosize
            minRows={2}
            {...input('info.inclusions')}
          />
          <Textarea label={t('fields.description')} autosize minRows={2} {...input('info.description')} />
        </Stack>
      )}
      {parts.includes('condition') && (
        <Stack gap="sm">
          {heading('condition')}
          <Switch
            label={t('rate.refundable')}
            {...form.getInputProps('condition.refundable', { type: 'checkbox' })}
            data-testid="rate-refundable"
          />
          {refundable && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={t('rate.freeCancellationDays')}
                description={t('rate.freeCancellationDaysHint')}
                withAsterisk
                min={0}
                {...input('condition.freeCancellationDays')}
              />
              <Select
                label={t('rate.feeBasis')}
                withAsterisk
                data={options(CANCELLATION_FEE_BASIS).filter((o) => o.value !== 'FULL_STAY')}
                allowDeselect={false}
                {...input('condition.cancellationFee.basis')}
              />
              <TextInput
                label={
                  basis === 'AMOUNT'
                    ? t('rate.feeAmount', { currency })
                    : basis === 'PERCENT'
                      ? t('rate.feePercent')
                      : t('rate.feeNights')
                }
                withAsterisk
                inputMode="decimal"
                {...input('condition.cancellationFee.value')}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label={t('rate.minStay')} withAsterisk min={1} {...input('condition.minStay')} />
            <NumberInput label={t('rate.maxStay')} min={1} {...input('condition.maxStay')} />
          </SimpleGrid>
          <Textarea label={t('rate.terms')} autosize minRows={2} {...input('condition.terms')} />
        </Stack>
      )}
      {parts.includes('pricing') && (
        <Stack gap="sm">
          {heading('pricing')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('rate.baseOccupancy')}
              description={t('rate.baseOccupancyHint')}
              withAsterisk
              min={1}
              {...input('pricing.baseOccupancy')}
            />
            {(['baseRate', 'extraAdultRate', 'childRate', 'extraBedRate'] as const).map((key) => (
              <TextInput
                key={key}
                label={t(`rate.${key}`, { currency })}
                withAsterisk={key === 'baseRate'}
                inputMode="decimal"
                leftSection={currency}
                leftSectionWidth={52}
                data-testid={`rate-${key}`}
                {...input(`pricing.${key}`)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
