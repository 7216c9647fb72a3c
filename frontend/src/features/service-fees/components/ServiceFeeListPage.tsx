import { IconEdit, IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { CUSTOMER_TYPE, PERMISSIONS, PRODUCT_TYPE, SCREEN_PATHS, type ServiceFee } from '@bo/shared';
import { formatDate } from '../../../ui/dates';
import { ResourceList, useListKit, activeColumn, activeFilter } from '../../../ui/resource';
import { serviceFeesApi } from '../service-fees.api';
import { feeBasisLabel, feeName, feeValueText, setupPath } from './fee-words';
import { LinkButton } from '../../../ui/LinkButton';

/**
 * /service-fee-management (service-fees.view): every service fee version in force or planned, per
 * product and sales channel, filtered by product, channel and active (the API's, in the URL) and
 * sorted by the server. Edit on /service-fee-setup?id= (service-fees.edit: saving makes the next
 * version), add on /AddServiceFee (service-fees.create); the overview shows what is in force on a day.
 */
export function ServiceFeeListPage() {
  const list = useListKit<ServiceFee>('service-fees', 'fees');
  const { t, language, column, filter, action } = list;
  return (
    <ResourceList
      words={list}
      endpoint={serviceFeesApi.endpoints.serviceFeeList}
      columns={[
        column.enumeration('productType', t('fields.productType'), PRODUCT_TYPE, language, { sort: true }),
        column.enumeration('channel', t('fields.channel'), CUSTOMER_TYPE, language, { sort: true }),
        column.text('currencyCode', t('fields.currencyCode'), { sort: true }),
        column.text('feeBasis', t('fields.feeBasis'), { value: (fee) => feeBasisLabel(fee, language) }),
        column.text('value', t('fields.value'), { sort: true, align: 'right', value: feeValueText }),
        column.date('validFrom', t('fields.validFrom'), { sort: true, format: 'display' }),
        column.text('validTo', t('fields.validTo'), {
          value: (fee) => (fee.validTo ? formatDate(fee.validTo, 'display') : t('fields.openEnded')),
        }),
        activeColumn(list, true),
        column.text('version', t('fields.version'), { align: 'right' }),
      ]}
      filters={[
        filter.enumeration('productType', t('fields.productType'), PRODUCT_TYPE, language),
        filter.enumeration('channel', t('fields.channel'), CUSTOMER_TYPE, language),
        activeFilter(t),
      ]}
      defaultSort={{ key: 'productType', order: 'asc' }}
      rowActions={[action.link('edit', IconEdit, setupPath, { permission: PERMISSIONS.serviceFeesEdit })]}
      create={action.create(IconPlus, SCREEN_PATHS.addServiceFee, {
        permission: PERMISSIONS.serviceFeesCreate,
        testId: 'create-service-fee',
      })}
      toolbar={
        <LinkButton
          to={SCREEN_PATHS.serviceFeeOverview}
          variant="default"
          icon={<IconLayoutGrid size={16} />}
          testId="service-fee-overview-link"
        >
          {t('overview.open')}
        </LinkButton>
      }
      rowKey={(fee) => fee.serviceFeeID}
      rowLabel={(fee) => feeName(fee, language)}
      exportName="service-fees"
      testId="service-fee-table"
    />
  );
}
