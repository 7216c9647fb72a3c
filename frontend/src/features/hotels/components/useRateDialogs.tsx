import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type RoomRate } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toastSuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useEditRoomRateConditionMutation, useEditRoomRateInfoMutation, useEditRoomRatePricingMutation } from '../hotels.api';
import { RateFields, type RatePart } from './RateFields';
import { rateParts, rateValues } from './rate-form';

/** Edit one part of a rate (info, condition, pricing) in a dialog: `open(rate, part)`; render `dialog` once. */
export function useRateEditDialog() {
  const [editing, setEditing] = useState<{ rate: RoomRate; part: RatePart } | null>(null);
  const { t } = useTranslation('hotels');
  const dialog = (
    <Modal
      opened={editing !== null}
      onClose={() => setEditing(null)}
      title={editing ? t(`rate.edit.${editing.part}`) : ''}
      size="lg"
    >
      {editing && <RatePartForm {...editing} onDone={() => setEditing(null)} />}
    </Modal>
  );
  return [(rate: RoomRate, part: RatePart) => setEditing({ rate, part }), dialog] as const;
}

function RatePartForm({ rate, part, onDone }: { rate: RoomRate; part: RatePart; onDone: () => void }) {
  const { t } = useTranslation('hotels');
  const [editInfo] = useEditRoomRateInfoMutation();
  const [editCondition] = useEditRoomRateConditionMutation();
  const [editPricing] = useEditRoomRatePricingMutation();
  const currency = rate.pricing.currencyCode;
  const schema = rateParts(t, currency)[part];
  const { roomRateInclusionID } = rate;
  const { form, submit, submitting, error } = useSchemaForm({
    schema: z.object({ [part]: schema }),
    initialValues: { [part]: rateValues(currency, rate)[part] },
    onSubmit: async (body) => {
      const value = (body as Record<RatePart, never>)[part];
      const call =
        part === 'info'
          ? editInfo({ roomRateInclusionID, ...(value as object) } as never)
          : part === 'condition'
            ? editCondition({ roomRateInclusionID, condition: value })
            : editPricing({ roomRateInclusionID, ...(value as object) } as never);
      toastSuccess((await call.unwrap()).message);
      onDone();
    },
  });
  return (
    <form onSubmit={submit} noValidate data-testid={`rate-${part}-form`}>
      <Stack gap="md">
        <RateFields form={form} parts={[part]} />
        {error}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="form-submit">
            {t('rate.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
