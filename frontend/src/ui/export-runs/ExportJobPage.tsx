import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import { Button, Group, MultiSelect, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { dayjsFormat } from '../dates';
import { PageHeader } from '../PageHeader';
import { refusalAtField } from '../resource/field-error';
import { useSchemaForm } from '../useSchemaForm';
import type { ExportField, ExportJobDefinition } from './export-runs';
import { ExportRunList } from './ExportRunList';

type Values = Record<string, unknown>;

/**
 * A screen that starts an export as a job and lists the caller's recent runs of it (core/exports):
 * the request form from the definition's fields, checked with its shared schema (errors at their
 * fields, the API's field refusals too), a toast when the run is started or refused, and the
 * download list below (progress while the worker makes the file, the file once ready, why it
 * failed). `header` goes under the title (e.g. links to the feature's other export screens).
 */
export function ExportJobPage<S extends z.ZodType>({
  definition,
  header,
}: {
  definition: ExportJobDefinition<S>;
  header?: ReactNode;
}) {
  const { t } = useTranslation();
  const { form, submit, submitting } = useSchemaForm<Values, S>({
    schema: definition.schema,
    initialValues: { format: definition.formats[0], ...definition.initialValues },
    onSubmit: async (body) => {
      try {
        await definition.start(body);
      } catch (failure) {
        toastError(errorMessage(failure, t('exportRuns.startFailed')));
        return refusalAtField(failure, definition.fieldOfCode ?? {});
      }
      toastSuccess(t('exportRuns.started', { name: definition.title }));
    },
  });

  const fieldOf = (field: ExportField) => {
    switch (field.type) {
      case 'date-range': {
        const from = (form.values[field.from] as string) || null;
        const to = (form.values[field.to] as string) || null;
        return (
          <DatePickerInput
            key={field.from}
            type="range"
            label={field.label}
            required={field.required}
            valueFormat={dayjsFormat('display')}
            value={[from, to]}
            onChange={([nextFrom, nextTo]) => {
              form.setValues({ [field.from]: nextFrom ?? '', [field.to]: nextTo ?? '' });
              form.clearFieldError(field.from);
              form.clearFieldError(field.to);
            }}
            allowSingleDateInRange
            error={form.errors[field.from] ?? form.errors[field.to]}
            data-testid={`export-field-${field.from}`}
          />
        );
      }
      case 'multi-select':
        return (
          <MultiSelect
            key={field.name}
            label={field.label}
            required={field.required}
            data={field.options}
            {...form.getInputProps(field.name)}
            data-testid={`export-field-${field.name}`}
          />
        );
      case 'select':
        return (
          <Select
            key={field.name}
            label={field.label}
            data={field.options}
            placeholder={field.placeholder}
            clearable={field.clearable}
            {...form.getInputProps(field.name)}
            value={(form.values[field.name] as string) || null}
            onChange={(value) => form.setFieldValue(field.name, value ?? '')}
            data-testid={`export-field-${field.name}`}
          />
        );
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title={definition.title} description={definition.description} />
      {header}
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate data-testid="export-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {definition.fields.map(fieldOf)}
          </SimpleGrid>
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="export-format-label">
                {t('exportRuns.format')}
              </Text>
              <SegmentedControl
                aria-labelledby="export-format-label"
                data={definition.formats.map((format) => ({ value: format, label: t(`exportRuns.formats.${format}`) }))}
                value={String(form.values.format)}
                onChange={(value) => form.setFieldValue('format', value)}
                data-testid="export-format"
              />
              {form.errors.format && (
                <Text size="xs" c="red" role="alert">
                  {form.errors.format}
                </Text>
              )}
            </Stack>
            <Button type="submit" loading={submitting} leftSection={<IconPlayerPlay size={16} />} data-testid="export-start">
              {t('exportRuns.start')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('exportRuns.recent')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('exportRuns.recentHint')}
        </Text>
        <ExportRunList kind={definition.kind} describe={definition.describe} />
      </Stack>
    </Stack>
  );
}
