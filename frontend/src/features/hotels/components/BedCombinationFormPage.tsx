import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  addBedCombinationSchema,
  SCREEN_PATHS,
  updateBedCombinationSchema,
  type AddBedCombinationBody,
  type BedCombination,
  type UpdateBedCombinationBody,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toastSuccess } from '../../../lib/toast';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { useLanguage } from '../../../ui/useLanguage';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import {
  useAddBedCombinationMutation,
  useBedCombinationQuery,
  useBedTypesQuery,
  useUpdateBedCombinationMutation,
} from '../hotels.api';
import { nameIn } from './hotel-words';
import { RemoveRowButton } from '../../../ui/IconAction';

/**
 * /Hotel/Bed/create/create-bed (hotel-beds.create) and /Hotel/Bed/edit/:ID (hotel-beds.edit): a
 * bed combination's names and beds (a bed type and how many, up to five rows); sleeps is their sum.
 */
export function BedCombinationFormPage() {
  const { ID } = useParams();
  const { t } = useTranslation('hotels');
  const existing = useBedCombinationQuery(ID ?? '', { skip: !ID });
  if (ID && existing.error) return <LoadError error={existing.error} onRetry={existing.refetch} />;
  if (ID && !existing.data) return <PageLoader />;
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title={ID ? t('beds.editTitle') : t('beds.createTitle')} description={t('beds.formSubtitle')} />
      <BedCombinationForm combination={existing.data} />
    </Stack>
  );
}

function BedCombinationForm({ combination }: { combination?: BedCombination }) {
  const { t } = useTranslation('hotels');
  const language = useLanguage();
  const { data: bedTypes } = useBedTypesQuery();
  const [add] = useAddBedCombinationMutation();
  const [update] = useUpdateBedCombinationMutation();
  const { form, submit, submitting, error, guard } = useSchemaForm({
    schema: combination ? updateBedCombinationSchema : addBedCombinationSchema,
    initialValues: {
      ...(combination ? { bedCombinationID: combination.bedCombinationID } : {}),
      nameEn: combination?.nameEn ?? '',
      nameMs: combination?.nameMs ?? '',
      beds: combination?.beds.map((bed) => ({ bedTypeID: bed.bedTypeID, quantity: bed.quantity })) ?? [
        { bedTypeID: '', quantity: 1 },
      ],
      active: combination?.active ?? true,
    },
    onSubmit: async (body) => {
      const result = await (combination ? update(body as UpdateBedCombinationBody) : add(body as AddBedCombinationBody)).unwrap();
      toastSuccess(result.message);
      return SCREEN_PATHS.bedCombinations;
    },
  });
  const options = (bedTypes ?? []).map((bed) => ({ value: bed.bedTypeID, label: `${nameIn(language, bed)} (${bed.code})` }));
  const beds = form.getValues().beds;
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate data-testid="bed-combination-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.nameEn')} withAsterisk {...form.getInputProps('nameEn')} />
          <TextInput label={t('fields.nameMs')} withAsterisk {...form.getInputProps('nameMs')} />
        </SimpleGrid>
        <Text fw={500} size="sm">
          {t('beds.beds')}
        </Text>
        {beds.map((_bed, index) => (
          <Group key={index} align="flex-end" wrap="nowrap" gap="sm" data-testid="bed-row">
            <Select
              style={{ flex: 1 }}
              label={t('beds.bedType')}
              withAsterisk
              data={options}
              searchable
              allowDeselect={false}
              {...form.getInputProps(`beds.${index}.bedTypeID`)}
              error={form.errors[`beds.${index}.bedTypeID`] ?? form.errors[`beds.${index}`]}
            />
            <NumberInput
              w={110}
              label={t('beds.quantity')}
              withAsterisk
              min={1}
              max={10}
              {...form.getInputProps(`beds.${index}.quantity`)}
            />
            <RemoveRowButton
              mb={4}
              label={t('beds.removeBed', { number: index + 1 })}
              disabled={beds.length === 1}
              onClick={() => form.removeListItem('beds', index)}
            />
          </Group>
        ))}
        {form.errors.beds && (
          <Text c="red" size="sm" role="alert">
            {form.errors.beds}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={beds.length >= 5}
            onClick={() => form.insertListItem('beds', { bedTypeID: '', quantity: 1 })}
            data-testid="add-bed"
          >
            {t('beds.addBed')}
          </Button>
        </Group>
        <Switch label={t('beds.activeHint')} {...form.getInputProps('active', { type: 'checkbox' })} />
        {error}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={SCREEN_PATHS.bedCombinations} variant="default">
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="form-submit">
            {t('beds.save')}
          </Button>
        </Group>
      </Stack>
      {guard}
    </Paper>
  );
}
