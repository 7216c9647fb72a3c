import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { isTicketProductType, type ProductType } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { fetchApiFile } from '../../../lib/download';
import { selectToken } from '../../../lib/session';
import { toastError } from '../../../lib/toast';
import { downloadFile } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { TICKET_PATH, VOUCHER_PATH } from '../bookings.api';

/**
 * The hotel voucher of a confirmed booking (PDF), or a theme-park or cable-car booking's ticket,
 * through its authorized download; a refusal (not made yet, 404) is the server's message in the
 * usual error toast. Test id booking-voucher.
 */
export function VoucherButton({ bookingRef, productType = 'hotel' }: { bookingRef: string; productType?: ProductType }) {
  const ticket = isTicketProductType(productType);
  const { t } = useTranslation('bookings');
  const token = useAppSelector(selectToken);
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchApiFile(ticket ? TICKET_PATH : VOUCHER_PATH, {
        token,
        language,
        method: 'POST',
        body: { bookingRef },
        fallbackName: ticket ? `ticket-${bookingRef}.pdf` : `voucher-${bookingRef}.pdf`,
      });
      downloadFile(file.fileName, file.blob);
    } catch (failure) {
      toastError(failure instanceof Error && failure.message ? failure.message : t('voucher.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void download()}
      data-testid="booking-voucher"
    >
      {t(ticket ? 'voucher.ticket' : 'voucher.download')}
    </Button>
  );
}
