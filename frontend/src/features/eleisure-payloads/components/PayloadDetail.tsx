import { useState } from 'react';
import { Alert, Button, Code, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import {
  labelOf,
  SCREEN_PATHS,
  SUPPLIER_EXCHANGE_KIND,
  SUPPLIER_PAYLOAD_PART,
  type SupplierExchange,
  type SupplierPayload,
  type SupplierPayloadPart,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../ui/dates';
import { Facts, Section } from '../../../ui/Facts';
import { OverListPage } from '../../../ui/OverList';
import { PageLoader } from '../../../ui/PageLoader';
import { StatusChip } from '../../../ui/StatusChip';
import { useLanguage } from '../../../ui/useLanguage';
import { useExchangeQuery } from '../eleisure-payloads.api';
import { durationText, ID_PARAM, outcomeChip, prettyPayload, usePayloadDownload } from '../payload-words';

/**
 * One eLeisure exchange (`?id=` over the list; the way back keeps the list's filters and page):
 * what it was about and how it ended (the reason of a refusal or failure), then the request and the
 * response as they went over the wire, indented, each in its own scrollable block with its download.
 */
export function PayloadDetail({ id }: { id: string }) {
  const { t } = useTranslation('eleisure-payloads');
  const { data: exchange, error, isLoading } = useExchangeQuery(id);
  let content;
  if (error !== undefined && !exchange) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={t('detail.loadFailed')}>
        {errorMessage(error, t('common:resource.loadFailedText'))}
      </Alert>
    );
  } else if (isLoading || !exchange) content = <PageLoader />;
  else content = <ExchangeView exchange={exchange} />;
  return (
    <OverListPage
      listPath={SCREEN_PATHS.downloadPayload}
      param={ID_PARAM}
      backLabel={t('detail.back')}
      backTestId="exchange-back"
    >
      {content}
    </OverListPage>
  );
}

function ExchangeView({ exchange }: { exchange: SupplierExchange }) {
  const { t } = useTranslation('eleisure-payloads');
  const language = useLanguage();
  const none = '—';
  return (
    <Stack gap="md" data-testid="exchange-detail" data-outcome={exchange.outcome}>
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h2" data-testid="page-title">
          {t('detail.title', { kind: labelOf(SUPPLIER_EXCHANGE_KIND, exchange.kind, language), bookingRef: exchange.bookingRef })}
        </Title>
        <span data-testid="exchange-outcome">
          <StatusChip {...outcomeChip(exchange.outcome, language)} />
        </span>
      </Group>
      {exchange.reason && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('fields.reason')}
          data-testid="exchange-reason"
        >
          {exchange.reason}
        </Alert>
      )}
      <Section title={t('detail.facts')}>
        <Facts
          facts={[
            [t('fields.bookingRef'), exchange.bookingRef, 'exchange-booking'],
            [t('fields.hotel'), `${exchange.hotelName ?? none} (${exchange.supplierHotelCode ?? t('values.noCode')})`],
            [t('fields.supplierRef'), exchange.supplierRef ?? none, 'exchange-supplier-ref'],
            [t('fields.httpStatus'), exchange.httpStatus ?? none, 'exchange-http-status'],
            [t('fields.startedAt'), formatDate(exchange.startedAt, 'displayDateTime')],
            [t('fields.durationMs'), durationText(exchange.durationMs, language)],
            [t('fields.url'), exchange.url ? `${exchange.method} ${exchange.url}` : t('values.notSent')],
          ]}
        />
      </Section>
      <PayloadSection exchange={exchange} part="request" payload={exchange.request.body === '' ? null : exchange.request} />
      <PayloadSection exchange={exchange} part="response" payload={exchange.response} />
    </Stack>
  );
}

/** One payload: its media type, the text in a block that scrolls both ways (a keyboard can scroll it too), and its download. */
function PayloadSection({
  exchange,
  part,
  payload,
}: {
  exchange: SupplierExchange;
  part: SupplierPayloadPart;
  payload: SupplierPayload | null;
}) {
  const { t } = useTranslation('eleisure-payloads');
  const language = useLanguage();
  const download = usePayloadDownload();
  const [busy, setBusy] = useState(false);
  const title = labelOf(SUPPLIER_PAYLOAD_PART, part, language);
  const run = async () => {
    setBusy(true);
    await download(exchange, part);
    setBusy(false);
  };
  return (
    <Section title={title} testId={`payload-${part}`}>
      {payload ? (
        <>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              {payload.contentType}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} />}
              loading={busy}
              onClick={() => void run()}
              data-testid={`download-${part}`}
            >
              {t(part === 'request' ? 'list.downloadRequest' : 'list.downloadResponse')}
            </Button>
          </Group>
          <ScrollArea.Autosize
            mah={420}
            type="auto"
            // The viewport is what scrolls: focusable and named, so a keyboard scrolls a payload of text only.
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('detail.payloadLabel', { part: title }) }}
          >
            <Code block data-testid={`payload-${part}-body`} style={{ whiteSpace: 'pre' }}>
              {prettyPayload(payload.body)}
            </Code>
          </ScrollArea.Autosize>
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid={`payload-${part}-none`}>
          {t(part === 'request' ? 'detail.notSent' : 'detail.noResponse')}
        </Text>
      )}
    </Section>
  );
}
