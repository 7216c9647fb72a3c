import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatMessage } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api';
import { useLanguage } from './useLanguage';

/** What the API's reason fields accept. */
const REASON_MAX = 255;

export interface ReasonRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** A rejection needs its reason; an undo may give one. */
  required: boolean;
  danger?: boolean;
  /** Field label and hint (default 'Reason'; an optional reason says so). */
  label?: string;
  description?: string;
  /** The longest reason the call takes (default 255; MyInvois keeps 300). */
  max?: number;
  /** Checks the text (e.g. with the shared schema): an error message, or null when fine. */
  validate?: (reason: string) => string | null;
  /**
   * Sends the decision while the dialog stays open (busy): a thrown API error is shown at the
   * field and the user can correct it. Without it the dialog closes and the caller sends.
   */
  submit?: (reason: string) => Promise<unknown>;
}

/**
 * The reject-with-a-reason dialog (top-ups, organizations), as a promise: the reason ('' when
 * optional and left empty; after `submit` succeeded when given), or null when the user closed the
 * dialog. Render `dialog` once in the component. Test ids: reason-dialog, reason-submit, reason-cancel.
 */
export function useReasonDialog() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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

  const send = async () => {
    if (!request) return;
    const text = reason.trim();
    // The caller's check (its own wording) replaces the plain 'required' one.
    const invalid = request.validate ? request.validate(text) : request.required && text === '' ? t('validation.required') : null;
    if (invalid) return setError(invalid);
    const max = request.max ?? REASON_MAX;
    if (text.length > max) return setError(formatMessage('AT_MOST_N_CHARACTERS', language, { max }));
    if (request.submit) {
      setBusy(true);
      try {
        await request.submit(text);
      } catch (failure) {
        return setError(errorMessage(failure, t('resource.saveFailed')));
      } finally {
        setBusy(false);
      }
    }
    answer(text);
  };

  const dialog = (
    <Modal opened={request !== null} onClose={() => answer(null)} title={request?.title} centered data-testid="reason-dialog">
      <Stack gap="md">
        {/* A div: the message may hold blocks (a list of amounts), which a paragraph may not. */}
        <Text size="sm" component="div">
          {request?.message}
        </Text>
        <Textarea
          label={request?.label ?? t('reason.label')}
          description={request?.description ?? (request?.required ? undefined : t('reason.optional'))}
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
            {t('actions.cancel')}
          </Button>
          <Button
            color={request?.danger ? 'red' : undefined}
            loading={busy}
            onClick={() => void send()}
            data-testid="reason-submit"
          >
            {request?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return [ask, dialog] as const;
}
