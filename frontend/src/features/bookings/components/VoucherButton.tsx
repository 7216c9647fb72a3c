import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { fetchApiFile } from '../../../lib/download';
import { selectToken } from '../../../lib/session';
import { toastError } from '../../../lib/toast';
import { downloadFile } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { VOUCHER_PATH } from '../bookings.api';

/**
 * The hotel voucher of a confirmed booking (PDF), through its authorized download; a refusal (the
 * voucher not made yet, 404) is the server's message in the usual error toast. Test id booking-voucher.
 */
export function VoucherButton({ bookingRef }: { bookingRef: string }) {
  const { t } = useTranslation('bookings');
  const token = useAppSelector(selectToken);
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchApiFile(VOUCHER_PATH, {
        token,
        language,
        method: 'POST',
        body: { bookingRef },
        fallbackName: `voucher-${bookingRef}.pdf`,
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
      {t('voucher.download')}
    </Button>
  );
}
