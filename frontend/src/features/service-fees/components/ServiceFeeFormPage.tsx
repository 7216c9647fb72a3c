import { Stack } from '@mantine/core';
import { isCodeOf, CUSTOMER_TYPE, PRODUCT_TYPE, SCREEN_PATHS, type ServiceFee } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { toastSuccess } from '../../../lib/toast';
import { LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { ResourceForm } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { useCreateServiceFeeMutation, useServiceFeeQuery, useUpdateServiceFeeMutation } from '../service-fees.api';
import { feeFields, feeFormSchema, feeValuesOf, keepFeeBasis, newFeeValues, type FeeValues } from './service-fee-form';

/**
 * /AddServiceFee (service-fees.create) and /service-fee-setup?id= (service-fees.edit): one form
 * for a service fee. The overview's 'Add' names the product, channel and currency
 * (`?productType=&channel=&currencyCode=`). Saving an edit makes the fee's next version.
 */
export function ServiceFeeFormPage() {
  const { t } = useTranslation('service-fees');
  const editing = useLocation().pathname === SCREEN_PATHS.serviceFeeSetup;
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const existing = useServiceFeeQuery(id, { skip: !editing || !id });
  // An edit link without its id (typed by hand): the list, where the records are.
  if (editing && !id) return <Navigate to={SCREEN_PATHS.serviceFees} replace />;
  if (editing && existing.error) return <LoadError error={existing.error} onRetry={existing.refetch} />;
  if (editing && !existing.data) return <PageLoader />;
  const fee = editing ? existing.data : undefined;
  const productType = params.get('productType') ?? '';
  const channel = params.get('channel') ?? '';
  const initialValues = fee
    ? feeValuesOf(fee)
    : newFeeValues({
        productType: isCodeOf(PRODUCT_TYPE, productType) ? productType : undefined,
        channel: isCodeOf(CUSTOMER_TYPE, channel) ? channel : undefined,
        currencyCode: params.get('currencyCode') ?? undefined,
      });
  return (
    <Stack gap="md" maw={860}>
      <PageHeader
        title={fee ? t('form.editTitle') : t('form.createTitle')}
        description={fee ? t('form.editSubtitle', { version: fee.version, next: fee.version + 1 }) : t('form.createSubtitle')}
      />
      <ServiceFeeForm fee={fee} initialValues={initialValues} />
    </Stack>
  );
}

function ServiceFeeForm({ fee, initialValues }: { fee?: ServiceFee; initialValues: FeeValues }) {
  const { t } = useTranslation('service-fees');
  const language = useLanguage();
  const [create] = useCreateServiceFeeMutation();
  const [update] = useUpdateServiceFeeMutation();
  return (
    <ResourceForm
      testId="service-fee-form"
      schema={(values: FeeValues) => feeFormSchema(t, values)}
      initialValues={initialValues}
      fields={(values) => feeFields(t, language, values)}
      onValuesChange={(values, previous, form) =>
        keepFeeBasis(values, previous, (basis) => form.setFieldValue('feeBasis', basis))
      }
      submitLabel={t('form.save')}
      cancelTo={SCREEN_PATHS.serviceFees}
      onSubmit={async (body) => {
        const result = await (fee ? update({ ...body, serviceFeeID: fee.serviceFeeID }) : create(body)).unwrap();
        toastSuccess(result.message);
        return SCREEN_PATHS.serviceFees;
      }}
    />
  );
}
