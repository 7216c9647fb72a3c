import { Button, Text } from '@mantine/core';
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
import { useFormDialog, type FormField } from '../../../ui/resource';
import { asFieldError } from './organization-fields';
import { useCreateProductRateCodeMutation, useUpdateProductRateCodeMutation } from '../organizations.api';
import { useLanguage } from '../../../ui/useLanguage';
import { columnsOf } from '../../../ui/columns';
import { DataTable } from '../../../ui/DataTable';
import { ProfilePanel } from './ProfilePanel';

const column = columnsOf<ProductRateCode>();

const NAMESPACE = 'organizations';

/** A code already used for the product is shown at the code field. */
const rateCodeFieldError = (error: unknown) => asFieldError(error, { PRODUCT_RATE_CODE_TAKEN: 'rateCode' });

/** Product rate codes of an approved organization: the list, add and change (in a dialog). */
export function ProductRateCodesPanel({ organization, canEdit }: { organization: OrganizationDetails; canEdit: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [createRateCode] = useCreateProductRateCodeMutation();
  const [updateRateCode] = useUpdateProductRateCodeMutation();
  const [openForm, formDialog] = useFormDialog();
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

  // The profile page has its own form and the router keeps one unsaved-changes guard: none here.
  const form = { fields, testId: 'rate-code-form', guardUnsaved: false };
  const add = () =>
    openForm({
      ...form,
      title: t('rateCodes.addTitle'),
      schema: createProductRateCodeSchema,
      initialValues: { organizationId, productType: '', rateCode: '', description: '', active: true },
      submitLabel: t('rateCodes.add'),
      onSubmit: async (values) => (await createRateCode(values).unwrap().catch(rateCodeFieldError)).message,
    });
  const edit = ({ productRateCodeId, productType, rateCode, description, active }: ProductRateCode) =>
    openForm({
      ...form,
      title: t('rateCodes.editTitle'),
      schema: updateProductRateCodeSchema,
      initialValues: { organizationId, productRateCodeId, productType, rateCode, description: description ?? '', active },
      submitLabel: t('actions.save'),
      onSubmit: async (values) => (await updateRateCode(values).unwrap().catch(rateCodeFieldError)).message,
    });

  return (
    <ProfilePanel
      title={t('rateCodes.title')}
      action={
        canEdit &&
        approved && (
          <Button leftSection={<IconPlus size={16} />} onClick={add} data-testid="rate-code-add">
            {t('rateCodes.add')}
          </Button>
        )
      }
      dialogs={formDialog}
    >
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
            column.active('active', t('rateCodes.status'), [t('rateCodes.activeYes'), t('rateCodes.activeNo')]),
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
                    onClick={() => edit(code)}
                    aria-label={t('rateCodes.editOf', { code: code.rateCode })}
                  >
                    {t('actions.edit')}
                  </Button>
                )
              : undefined
          }
        />
      )}
    </ProfilePanel>
  );
}
