import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatMessage } from '@bo/shared';
import { useTranslation } from 'react-i18next';

/** What processTopUpSchema accepts as a reason. */
const REASON_MAX = 255;

export interface ReasonRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** A rejection needs its reason (TOP_UP_REASON_REQUIRED); an undo may give one. */
  required: boolean;
  danger?: boolean;
}

/**
 * Asks for a reason in a dialog, as a promise: the reason ('' when optional and left empty), or
 * null when the user closed the dialog. Render `dialog` once in the component.
 */
export function useReasonDialog() {
  const { t, i18n } = useTranslation('credit');
  const language = i18n.resolvedLanguage === 'ms' ? 'ms' : 'en';
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolver = useRef<((answer: string | null) => void) | null>(null);

  const ask = useCallback(
    (next: ReasonRequest) =>
      new Promise<string | null>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setReason('');
        setError(null);
        setRequest(next);
      }),
    [],
  );

  const answer = (value: string | null) => {
    resolver.current?.(value);
    resolver.current = null;
    setRequest(null);
  };

  const submit = () => {
    const text = reason.trim();
    if (request?.required && text === '') return setError(formatMessage('TOP_UP_REASON_REQUIRED', language));
    if (text.length > REASON_MAX) return setError(formatMessage('AT_MOST_N_CHARACTERS', language, { max: REASON_MAX }));
    answer(text);
  };

  const dialog = (
    <Modal opened={request !== null} onClose={() => answer(null)} title={request?.title} centered data-testid="reason-dialog">
      <Stack gap="md">
        <Text size="sm">{request?.message}</Text>
        <Textarea
          label={t('decision.reason')}
          description={request?.required ? undefined : t('decision.reasonOptional')}
          withAsterisk={request?.required}
          autosize
          minRows={3}
          name="reason"
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => answer(null)} data-testid="reason-cancel">
            {t('common:actions.cancel')}
          </Button>
          <Button color={request?.danger ? 'red' : undefined} onClick={submit} data-testid="reason-submit">
            {request?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return [ask, dialog] as const;
}
