import { useState } from 'react';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconBan, IconCircleCheck, IconPrinter, IconUserEdit } from '@tabler/icons-react';
import {
  BOOKING_STATUS,
  labelOf,
  PERMISSIONS,
  staffStatusMoves,
  updateBookingStatusSchema,
  type Booking,
  type CancellationQuote,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector, useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { selectUser } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { formatDate } from '../../../ui/dates';
import { money } from '../../../ui/money';
import { useReasonDialog } from '../../../ui/ReasonDialog';
import { useConfirm, useFormDialog } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import {
  useCancelBookingMutation,
  useCancellationQuoteMutation,
  useIssueBookingMutation,
  useUpdateBookingStatusMutation,
  useUpdateFolioMutation,
} from '../bookings.api';
import { bookingCommands, confirmationPath, folioFormSchema, folioFormValues, type BookingCommand } from '../booking-words';
import { VoucherButton } from './VoucherButton';
import { LinkButton } from '../../../ui/LinkButton';

/**
 * What may be done to a booking, as buttons: only the commands the transition table leaves this
 * caller (booking-words bookingCommands; bookings.edit for the writes). Each write asks first:
 * issue is confirmed; cancel shows what cancelling now keeps and gives back (preCancel) and takes
 * an optional reason; a status move is chosen among the staff's moves with its required reason;
 * the guest details (contact, a name per guest, requests, arrival) are edited in a form.
 * The server's message is the toast; the lists, counts and this booking then refetch (tags). The
 * voucher of a confirmed hotel booking and the printable confirmation are always offered.
 */
export function BookingActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const can = useCan();
  const staff = (useAppSelector(selectUser)?.organizationId ?? null) === null;
  const commands = bookingCommands(booking, { canEdit: can(PERMISSIONS.bookingsEdit), staff });
  const [confirm, confirmDialog] = useConfirm();
  const [askReason, reasonDialog] = useReasonDialog();
  const [openForm, formDialog] = useFormDialog();
  const [issue] = useIssueBookingMutation();
  const [quoteCancellation] = useCancellationQuoteMutation();
  const [cancel] = useCancelBookingMutation();
  const [setStatus] = useUpdateBookingStatusMutation();
  const [updateFolio] = useUpdateFolioMutation();
  const [busy, setBusy] = useState<BookingCommand | null>(null);
  const { bookingRef } = booking;
  const status = labelOf(BOOKING_STATUS, booking.status, language);

  /** Sends a command (its button busy meanwhile): the answer's message, or the failure's, as the toast. */
  const send = async <T,>(command: BookingCommand, call: () => Promise<T>, message: (answer: T) => string | null) => {
    setBusy(command);
    try {
      const answer = await call();
      const text = message(answer);
      if (text) toastSuccess(text);
      return answer;
    } catch (failure) {
      toastError(errorMessage(failure, t('common:resource.actionFailed')));
      return null;
    } finally {
      setBusy(null);
    }
  };

  const issueBooking = async () => {
    const yes = await confirm({
      title: t('actions.issueTitle', { bookingRef }),
      message: t('actions.issueText', { bookingRef, total: money(booking.total, booking.currencyCode) }),
      confirmLabel: t('actions.issue'),
    });
    if (yes)
      await send(
        'issue',
        () => issue({ bookingRef }).unwrap(),
        (result) => result.message,
      );
  };

  // What cancelling now keeps and gives back first; the dialog stays open until the cancel is
  // accepted (a refusal is shown at its reason field).
  const cancelBooking = async () => {
    const quote = await send(
      'cancel',
      () => quoteCancellation({ bookingRef }).unwrap(),
      () => null,
    );
    if (!quote) return;
    let message = '';
    const reason = await askReason({
      title: t('actions.cancelTitle', { bookingRef }),
      message: <CancellationQuoteText quote={quote} />,
      confirmLabel: t('actions.cancelConfirm'),
      required: false,
      danger: true,
      submit: async (text) => {
        message = (await cancel({ bookingRef, reason: text || undefined }).unwrap()).message;
      },
    });
    if (reason !== null && message) toastSuccess(message);
  };

  const moves = staffStatusMoves(booking.status);
  const changeStatus = () =>
    openForm({
      title: t('actions.setStatusTitle', { bookingRef }),
      schema: updateBookingStatusSchema,
      initialValues: { bookingRef, status: moves[0] ?? '', reason: '' },
      fields: [
        {
          name: 'status',
          label: t('actions.newStatus'),
          type: 'select',
          required: true,
          options: moves.map((move) => ({ value: move, label: labelOf(BOOKING_STATUS, move, language) })),
        },
        { name: 'reason', label: t('actions.reason'), type: 'textarea', required: true, wide: true },
      ],
      submitLabel: t('actions.setStatus'),
      guardUnsaved: false,
      testId: 'booking-status-form',
      note: t('actions.setStatusText', { status }),
      onSubmit: async (values) => (await setStatus(values).unwrap()).message,
    });

  // The guest details: the API's own schema (blank trailing names left out); unchanged fields record nothing.
  const initialFolio = folioFormValues(booking);
  const editFolio = () =>
    openForm({
      title: t('folio.title', { bookingRef }),
      size: 'lg',
      schema: folioFormSchema,
      initialValues: initialFolio,
      fields: [
        { name: 'contact.name', label: t('folio.contactName'), required: true, autoComplete: 'name' },
        { name: 'contact.email', label: t('contact.email'), type: 'email', required: true, autoComplete: 'email' },
        { name: 'contact.phone', label: t('contact.phone'), autoComplete: 'tel' },
        { name: 'arrivalTime', label: t('folio.arrivalTime'), placeholder: 'HH:MM', description: t('folio.arrivalHint') },
        ...initialFolio.travellers.map((_, index) => ({
          name: `travellers.${index}`,
          label: index === 0 ? t('folio.leadGuest') : t('folio.guest', { number: index + 1 }),
          required: index === 0,
        })),
        {
          name: 'specialRequests',
          label: t('folio.specialRequests'),
          type: 'textarea' as const,
          description: t('folio.specialRequestsHint'),
          wide: true,
        },
      ],
      submitLabel: t('folio.save'),
      guardUnsaved: false,
      testId: 'booking-folio-form',
      note: t('folio.text'),
      onSubmit: async (values) => (await updateFolio(values).unwrap()).message,
    });

  return (
    <>
      <Group gap="sm" data-testid="booking-actions">
        {commands.includes('issue') && (
          <Button
            leftSection={<IconCircleCheck size={16} />}
            loading={busy === 'issue'}
            onClick={() => void issueBooking()}
            data-testid="booking-issue"
          >
            {t('actions.issue')}
          </Button>
        )}
        {commands.includes('setStatus') && (
          <Button
            variant="default"
            leftSection={<IconArrowsExchange size={16} />}
            onClick={changeStatus}
            data-testid="booking-set-status"
          >
            {t('actions.setStatus')}
          </Button>
        )}
        {commands.includes('cancel') && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconBan size={16} />}
            loading={busy === 'cancel'}
            onClick={() => void cancelBooking()}
            data-testid="booking-cancel"
          >
            {t('actions.cancel')}
          </Button>
        )}
        {commands.includes('editFolio') && (
          <Button variant="default" leftSection={<IconUserEdit size={16} />} onClick={editFolio} data-testid="booking-edit-folio">
            {t('folio.edit')}
          </Button>
        )}
        {commands.includes('voucher') && <VoucherButton bookingRef={bookingRef} productType={booking.productType} />}
        <LinkButton
          to={confirmationPath(bookingRef)}
          variant="default"
          icon={<IconPrinter size={16} />}
          testId="booking-confirmation"
        >
          {t('actions.confirmation')}
        </LinkButton>
      </Group>
      {confirmDialog}
      {reasonDialog}
      {formDialog}
    </>
  );
}

/** What cancelling now would cost: paid, kept as the fee, given back, and until when it is free. */
function CancellationQuoteText({ quote }: { quote: CancellationQuote }) {
  const { t } = useTranslation('bookings');
  const cur = quote.currencyCode;
  return (
    <Stack gap="xs" data-testid="cancel-quote">
      <Text size="sm">{t('actions.cancelText')}</Text>
      <List size="sm">
        <List.Item>{t('actions.cancelPaid', { amount: money(quote.paid, cur) })}</List.Item>
        <List.Item data-testid="cancel-fee">{t('actions.cancelFee', { amount: money(quote.fee, cur) })}</List.Item>
        <List.Item data-testid="cancel-refund">{t('actions.cancelRefund', { amount: money(quote.refund, cur) })}</List.Item>
        {quote.freeCancellationUntil && (
          <List.Item>{t('actions.cancelFreeUntil', { date: formatDate(quote.freeCancellationUntil, 'display') })}</List.Item>
        )}
      </List>
    </Stack>
  );
}
