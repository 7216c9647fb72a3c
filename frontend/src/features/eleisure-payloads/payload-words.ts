import {
  labelOf,
  SUPPLIER_EXCHANGE_OUTCOME,
  type Language,
  type SupplierExchangeItem,
  type SupplierExchangeOutcome,
  type SupplierPayloadPart,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { fetchApiFile } from '../../lib/download';
import { selectToken } from '../../lib/session';
import { toastError } from '../../lib/toast';
import { downloadFile } from '../../ui/resource';
import type { StatusTone } from '../../ui/StatusChip';
import { useLanguage } from '../../ui/useLanguage';
import { PAYLOAD_DOWNLOAD_PATH } from './eleisure-payloads.api';

/** The query parameter that opens one exchange over the list. */
export const ID_PARAM = 'id';

/** Done in green; a refusal or a failure is what staff must look at. */
export const outcomeChip = (outcome: SupplierExchangeOutcome, language: Language): { label: string; tone: StatusTone } => ({
  label: labelOf(SUPPLIER_EXCHANGE_OUTCOME, outcome, language),
  tone: outcome === 'SUCCEEDED' ? 'success' : 'error',
});

/** '1,234 ms' in the UI language's digits grouping. */
export const durationText = (ms: number, language: Language) =>
  `${new Intl.NumberFormat(language === 'ms' ? 'ms-MY' : 'en-MY').format(ms)} ms`;

/** A payload as people read it: JSON indented, anything else as it came. */
export function prettyPayload(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * Downloads an exchange's request or response through its authorized download (the server names
 * the file); a refusal is the server's message in the error toast.
 */
export function usePayloadDownload() {
  const { t } = useTranslation('eleisure-payloads');
  const token = useAppSelector(selectToken);
  const language = useLanguage();
  return async (exchange: Pick<SupplierExchangeItem, 'id' | 'bookingRef' | 'kind'>, part: SupplierPayloadPart) => {
    try {
      const file = await fetchApiFile(PAYLOAD_DOWNLOAD_PATH, {
        token,
        language,
        method: 'POST',
        body: { id: exchange.id, part },
        fallbackName: `rwt-${exchange.bookingRef}-${exchange.kind.toLowerCase()}-${part}.json`,
      });
      downloadFile(file.fileName, file.blob);
    } catch (failure) {
      toastError(failure instanceof Error && failure.message ? failure.message : t('detail.downloadFailed'));
    }
  };
}
