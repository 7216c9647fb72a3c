import { Anchor, Group, Text } from '@mantine/core';
import { PERMISSIONS, type EInvoiceSubject } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../app/hooks';
import { StatusChip } from '../../../ui/StatusChip';
import { useLanguage } from '../../../ui/useLanguage';
import { useDocumentEInvoiceQuery } from '../e-invoices.api';
import { eInvoicePath, stateChip } from '../einvoice-words';

/**
 * An issued document's e-invoice state (invoicing's read-only view), linking to its detail on
 * /e-invoice-submission; live with the list. Nothing for a user without e-invoices.view, nor for a
 * document with no e-invoice of its own (a receipt, a consumer sale in the monthly consolidated one).
 */
export function DocumentEInvoiceChip({
  documentNo,
  kind,
}: {
  documentNo: string;
  kind: Exclude<EInvoiceSubject, 'CONSOLIDATED'>;
}) {
  const { t } = useTranslation('e-invoices');
  const language = useLanguage();
  const can = useCan();
  const { data: record } = useDocumentEInvoiceQuery({ documentNo, kind }, { skip: !can(PERMISSIONS.eInvoicesView) });
  if (!record) return null;
  return (
    <Group gap={6} component="span" wrap="nowrap" data-testid="document-einvoice" data-state={record.state}>
      <Text component="span" size="sm" c="dimmed">
        {t('chip.label')}
      </Text>
      <Anchor component={Link} to={eInvoicePath(record.eInvoiceId)} aria-label={t('chip.open', { number: documentNo })}>
        <StatusChip {...stateChip(record.state, language)} />
      </Anchor>
    </Group>
  );
}
