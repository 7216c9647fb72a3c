import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import {
  createProductRateCodeSchema,
  labelOf,
  optionsOf,
  PRODUCT_TYPE,
  updateProductRateCodeSchema,
  type OrganizationDetails,
  type ProductRateCode,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast';
import { ResourceForm, type FormField } from '../../../ui/resource';
import { asFieldError } from './organization-fields';
import { useCreateProductRateCodeMutation, useUpdateProductRateCodeMutation } from '../organizations.api';
import { useLanguage } from '../../../ui/useLanguage';
import { columnsOf } from '../../../ui/columns';
import { DataTable } from '../../../ui/DataTable';

const column = columnsOf<ProductRateCode>();

const NAMESPACE = 'organizations';

/** A code already used for the product is shown at the code field. */
const rateCodeFieldError = (error: unknown) => asFieldError(error, { PRODUCT_RATE_CODE_TAKEN: 'rateCode' });

type Editing = { mode: 'create' } | { mode: 'edit'; rateCode: ProductRateCode };

/** Product rate codes of an approved organization: the list, add and change (in a dialog). */
export function ProductRateCodesPanel({ organization, canEdit }: { organization: OrganizationDetails; canEdit: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [createRateCode] = useCreateProductRateCodeMutation();
  const [updateRateCode] = useUpdateProductRateCodeMutation();
  const approved = organization.status === 'approved';
  const organizationId = organization.organizationId;

  const fields: FormField[] = [
    {
      name: 'productType',
      label: t('rateCodes.productType'),
      type: 'select',
      options: optionsOf(PRODUCT_TYPE, language),
      required: true,
    },
    { name: 'rateCode', label: t('rateCodes.rateCode'), required: true, description: t('rateCodes.rateCodeHint') },
    { name: 'description', label: t('rateCodes.description'), wide: true },
    { name: 'active', label: t('rateCodes.active'), type: 'switch' },
  ];

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('rateCodes.title')}
          </Title>
          {canEdit && approved && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ mode: 'create' })}
              data-testid="rate-code-add"
            >
              {t('rateCodes.add')}
            </Button>
          )}
        </Group>
        {!approved && (
          <Text size="sm" c="dimmed">
            {t('rateCodes.onlyApproved')}
          </Text>
        )}
        {organization.productRateCodes.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="rate-codes-empty">
            {t('rateCodes.empty')}
          </Text>
        ) : (
          <DataTable
            rows={organization.productRateCodes}
            rowKey={(code) => code.productRateCodeId}
            minWidth={600}
            withBorder={false}
            testId="rate-code-table"
            columns={[
              column.text('productType', t('rateCodes.productType'), {
                value: (code) => labelOf(PRODUCT_TYPE, code.productType, language),
              }),
              column.text('rateCode', t('rateCodes.rateCode')),
              column.text('description', t('rateCodes.description')),
              column.status('active', t('rateCodes.status'), (code) => ({
                label: code.active ? t('rateCodes.activeYes') : t('rateCodes.activeNo'),
                tone: code.active ? 'success' : 'error',
              })),
              column.date('updatedAt', t('rateCodes.updatedAt')),
            ]}
            actionsLabel={t('actions.edit')}
            actions={
              canEdit && approved
                ? (code) => (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconEdit size={14} />}
                      onClick={() => setEditing({ mode: 'edit', rateCode: code })}
                      aria-label={t('rateCodes.editOf', { code: code.rateCode })}
                    >
                      {t('actions.edit')}
                    </Button>
                  )
                : undefined
            }
          />
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('rateCodes.editTitle') : t('rateCodes.addTitle')}
        size="lg"
        centered
      >
        {editing?.mode === 'create' && (
          <ResourceForm
            schema={createProductRateCodeSchema}
            initialValues={{ organizationId, productType: '', rateCode: '', description: '', active: true }}
            fields={fields}
            submitLabel={t('rateCodes.add')}
            testId="rate-code-form"
            guardUnsaved={false}
            onSubmit={async (values) => {
              toastSuccess((await createRateCode(values).unwrap().catch(rateCodeFieldError)).message);
              setEditing(null);
            }}
          />
        )}
        {editing?.mode === 'edit' && (
          <ResourceForm
            schema={updateProductRateCodeSchema}
            initialValues={{
              organizationId,
              productRateCodeId: editing.rateCode.productRateCodeId,
              productType: editing.rateCode.productType,
              rateCode: editing.rateCode.rateCode,
              description: editing.rateCode.description ?? '',
              active: editing.rateCode.active,
            }}
            fields={fields}
            submitLabel={t('actions.save')}
            testId="rate-code-form"
            guardUnsaved={false}
            onSubmit={async (values) => {
              toastSuccess((await updateRateCode(values).unwrap().catch(rateCodeFieldError)).message);
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </Paper>
  );
}
