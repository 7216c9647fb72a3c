import { useRef, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import '@mantine/dates/styles.css';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import {
  CUSTOMER_TYPE,
  labelOf,
  MARKUP_BASIS,
  MARKUP_PAYMENT_TYPE,
  optionsOf,
  PERMISSIONS,
  PRODUCT_TYPE,
  SCREEN_PATHS,
  type MarkupDetail,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/hooks';
import { toApiError } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { FormButtons } from '../../../ui/resource';
import { useReasonDialog } from '../../../ui/ReasonDialog';
import { NotAuthorizedPage } from '../../../ui/NotAuthorizedPage';
import { useLanguage } from '../../../ui/useLanguage';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useMarkupGroupsQuery } from '../../markup-groups';
import { useCreateMarkupMutation, useEditMarkupMutation, useMarkupDetailQuery } from '../markups.api';
import {
  feeBasisFits,
  markupFormSchema,
  markupValuesOf,
  nextRow,
  rowChoices,
  rowDimension,
  rowsFor,
  type MarkupValues,
} from '../markup-form';
import { feeBasisOptions } from '../../service-fees';
import { hasRowsPer } from '../markup-words';
import { DayInput } from '../../../ui/DayInput';
import { RemoveRowButton } from '../../../ui/IconAction';

/**
 * /Markup/modify-markup (markups.create) and /Markup/modify-markup?id= (markups.edit, a new
 * version of the mark-up, with why): one page for both, as the spec's route table has it, so the
 * permission follows the address here rather than in the route.
 */
export function ModifyMarkupPage() {
  const [params] = useSearchParams();
  const markupID = params.get('id') ?? '';
  const { t } = useTranslation('markups');
  const can = useCan();
  const existing = useMarkupDetailQuery({ markupID }, { skip: !markupID });
  // Not ui/RequirePermission: importing it from a lazy chunk makes the bundler split app/hooks out
  // of the login bundle's entry into a chunk of its own (+0.9 kB gzip on /login).
  if (!can(markupID ? PERMISSIONS.markupsEdit : PERMISSIONS.markupsCreate)) return <NotAuthorizedPage />;
  if (markupID && existing.error) return <LoadError error={existing.error} onRetry={existing.refetch} />;
  if (markupID && !existing.data) return <PageLoader />;
  return (
    <Stack gap="md" maw={1080}>
      <PageHeader
        title={markupID ? t('form.editTitle') : t('form.createTitle')}
        description={markupID ? t('form.editSubtitle') : t('form.createSubtitle')}
      />
      {/* A reload after someone else's edit starts the form again from the newest version. */}
      <MarkupForm key={existing.data?.version ?? 'new'} markup={existing.data} onReload={existing.refetch} />
    </Stack>
  );
}

function MarkupForm({ markup, onReload }: { markup?: MarkupDetail; onReload?: () => unknown }) {
  const { t } = useTranslation('markups');
  const language = useLanguage();
  const { data: groups } = useMarkupGroupsQuery({ activeOnly: true });
  const [create] = useCreateMarkupMutation();
  const [edit, edited] = useEditMarkupMutation();
  const [askReason, reasonDialog] = useReasonDialog();
  const reason = useRef('');
  // An edit refused over a newer version is said with a reload instead of the form's error.
  const refusal = toApiError(edited.error);
  const conflict = refusal?.code === 'MARKUP_CHANGED_MEANWHILE' ? refusal.message : null;

  const { form, submit, submitting, error, guard } = useSchemaForm({
    schema: (values: MarkupValues) => markupFormSchema(t, values),
    initialValues: markupValuesOf(markup),
    onValuesChange: (values, previous, self) => {
      if (values.markupGroupListID !== previous.markupGroupListID) {
        const group = groups?.find((candidate) => candidate.markupGroupListID === values.markupGroupListID);
        if (group && group.customerType !== values.customerType) self.setFieldValue('customerType', group.customerType);
      }
      if (values.productType !== previous.productType) {
        if (values.feeBasis && !feeBasisFits(values.productType, values.feeBasis)) self.setFieldValue('feeBasis', '');
        const sameForAll = values.sameForAll || !hasRowsPer(values.productType);
        if (sameForAll !== values.sameForAll) self.setFieldValue('sameForAll', sameForAll);
        if (!values.sameForAll) self.setFieldValue('rows', rowsFor(values.productType, sameForAll, values.rows));
      } else if (values.sameForAll !== previous.sameForAll) {
        self.setFieldValue('rows', rowsFor(values.productType, values.sameForAll, values.rows));
      }
    },
    onSubmit: async (body) => {
      if (!markup) {
        toastSuccess((await create(body).unwrap()).message);
        return SCREEN_PATHS.markups;
      }
      const result = await edit({
        ...body,
        markupID: markup.markupID,
        expectedVersion: markup.version,
        reason: reason.current,
      }).unwrap();
      toastSuccess(result.message);
      return SCREEN_PATHS.markups;
    },
  });

  /** An edit asks why first (the history shows it); closing the dialog saves nothing. */
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    edited.reset();
    if (markup) {
      if (form.validate().hasErrors) return;
      const answer = await askReason({
        title: t('form.reasonTitle'),
        message: t('form.reasonText', { name: form.getValues().name, version: markup.version + 1 }),
        confirmLabel: t('form.save'),
        required: true,
        validate: (text) => (text === '' ? t('form.reasonRequired') : null),
      });
      if (answer === null) return;
      reason.current = answer;
    }
    submit();
  };

  const values = form.getValues();
  const percentage = values.basedOn === 'PERCENTAGE';
  const rowsPer = !values.sameForAll && hasRowsPer(values.productType);
  const dimension = rowDimension(values.productType);
  const choices = rowChoices(values.productType, language);
  const groupOptions = (groups ?? []).map((group) => ({ value: group.markupGroupListID, label: group.name }));
  // The version's group stays labelled even when it is no longer active.
  if (markup && !groupOptions.some((option) => option.value === markup.markupGroupListID))
    groupOptions.unshift({ value: markup.markupGroupListID, label: markup.markupGroupName });
  const amountLabel = (key: string) => `${t(key)} (${t('form.inSaleCurrency')})`;

  return (
    <Paper withBorder p="lg" component="form" onSubmit={(event) => void save(event)} noValidate data-testid="markup-form">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <TextInput label={t('fields.name')} withAsterisk {...form.getInputProps('name')} data-testid="markup-name" />
          <Select
            label={t('fields.productType')}
            withAsterisk
            data={optionsOf(PRODUCT_TYPE, language).map((option) => ({ value: option.value, label: option.label }))}
            allowDeselect={false}
            {...form.getInputProps('productType')}
            data-testid="markup-product"
          />
          <Select
            label={t('fields.group')}
            withAsterisk
            searchable
            data={groupOptions}
            nothingFoundMessage={t('form.noGroup')}
            allowDeselect={false}
            {...form.getInputProps('markupGroupListID')}
            data-testid="markup-group"
          />
          <TextInput
            label={t('fields.customerType')}
            description={t('form.customerTypeHint')}
            readOnly
            variant="filled"
            value={labelOf(CUSTOMER_TYPE, values.customerType || null, language)}
            error={form.errors.customerType}
            data-testid="markup-customer-type"
          />
          <Select
            label={t('fields.basedOn')}
            withAsterisk
            data={optionsOf(MARKUP_BASIS, language)}
            allowDeselect={false}
            {...form.getInputProps('basedOn')}
            data-testid="markup-based-on"
          />
          <Select
            label={t('fields.feeBasis')}
            description={values.productType ? undefined : t('form.feeBasisHint')}
            withAsterisk
            data={feeBasisOptions(values.productType, language)}
            allowDeselect={false}
            {...form.getInputProps('feeBasis')}
            data-testid="markup-fee-basis"
          />
          <Select
            label={t('fields.paymentType')}
            withAsterisk
            data={optionsOf(MARKUP_PAYMENT_TYPE, language)}
            allowDeselect={false}
            {...form.getInputProps('paymentType')}
            data-testid="markup-payment-type"
          />
        </SimpleGrid>

        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('form.values')}
          </Title>
          <Switch
            label={t('form.sameForAll')}
            description={
              hasRowsPer(values.productType) ? t(`form.sameForAllHint.${values.productType}`) : t('form.sameForAllOnly')
            }
            disabled={!hasRowsPer(values.productType)}
            {...form.getInputProps('sameForAll', { type: 'checkbox' })}
            data-testid="markup-same-for-all"
          />
          {values.rows.map((_row, index) => (
            <Paper key={index} withBorder p="sm" data-testid="markup-row">
              <Group align="flex-start" wrap="nowrap" gap="sm">
                <SimpleGrid cols={{ base: 1, xs: 2, md: rowsPer ? 4 : 3 }} spacing="sm" style={{ flex: 1 }}>
                  {rowsPer && (
                    <Select
                      label={dimension === 'starRating' ? t('form.starRating') : t('form.cabinClass')}
                      withAsterisk
                      allowDeselect={false}
                      data={choices.map((choice) => ({
                        ...choice,
                        disabled: values.rows.some((other, at) => at !== index && other[dimension] === choice.value),
                      }))}
                      {...form.getInputProps(`rows.${index}.${dimension}`)}
                      data-testid="row-choice"
                    />
                  )}
                  <TextInput
                    label={percentage ? t('form.valuePercent') : amountLabel('form.valueAmount')}
                    withAsterisk
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0.00"
                    rightSection={percentage ? <Text size="sm">%</Text> : undefined}
                    {...form.getInputProps(`rows.${index}.value`)}
                    data-testid="row-value"
                  />
                  <TextInput
                    label={amountLabel('form.serviceFee')}
                    description={t('form.serviceFeeHint')}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={t('form.serviceFeeSetup')}
                    {...form.getInputProps(`rows.${index}.serviceFee`)}
                    data-testid="row-service-fee"
                  />
                  <TextInput
                    label={amountLabel('form.maintenanceFee')}
                    description={t('form.maintenanceFeeHint')}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0.00"
                    {...form.getInputProps(`rows.${index}.maintenanceFee`)}
                    data-testid="row-maintenance-fee"
                  />
                </SimpleGrid>
                {rowsPer && (
                  <RemoveRowButton
                    mt={24}
                    label={t('form.removeRow', { number: index + 1 })}
                    disabled={values.rows.length === 1}
                    onClick={() => form.removeListItem('rows', index)}
                    testId="row-remove"
                  />
                )}
              </Group>
            </Paper>
          ))}
          {(form.errors.rows || form.errors.sameForAll) && (
            <Text c="red" size="sm" role="alert">
              {form.errors.rows ?? form.errors.sameForAll}
            </Text>
          )}
          {rowsPer && (
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} />}
                disabled={values.rows.length >= choices.length}
                onClick={() => form.insertListItem('rows', nextRow(values.productType, values.rows))}
                data-testid="row-add"
              >
                {t('form.addRow')}
              </Button>
            </Group>
          )}
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <DayInput
            label={t('fields.validFrom')}
            withAsterisk
            {...form.getInputProps('validFrom')}
            data-testid="markup-valid-from"
          />
          <DayInput
            label={t('fields.validTo')}
            description={t('form.validToHint')}
            clearable
            {...form.getInputProps('validTo')}
            onChange={(value) => form.setFieldValue('validTo', value ?? '')}
            data-testid="markup-valid-to"
          />
        </SimpleGrid>
        <Switch
          label={t('form.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
          data-testid="markup-active"
        />

        {conflict ? (
          <Alert color="red" title={t('form.conflictTitle')} data-testid="markup-conflict">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{conflict}</Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={14} />}
                onClick={() => {
                  edited.reset();
                  form.resetDirty();
                  void onReload?.();
                }}
                data-testid="markup-reload"
              >
                {t('form.reload')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          error
        )}
        <FormButtons submitLabel={t('form.save')} submitting={submitting} cancelTo={SCREEN_PATHS.markups} />
      </Stack>
      {reasonDialog}
      {guard}
    </Paper>
  );
}
