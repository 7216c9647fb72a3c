import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BOOKING_REF_PATTERN, type Ipay88AnswerBody } from '@bo/shared';
import { AppError } from '../../../../core/errors/app-error';
import { Ipay88Gateway } from '../../payments';
import { BookingQueries } from '../../queries/booking-queries.service';
import { BookingWriter } from '../booking-writer.service';
import { type Ipay88AnswerOutcome, RecordIpay88Answer } from './record-ipay88-answer.command';

const ANSWER_FIELDS = [
  'MerchantCode',
  'PaymentId',
  'RefNo',
  'Amount',
  'Currency',
  'Remark',
  'TransId',
  'AuthCode',
  'Status',
  'ErrDesc',
  'Signature',
] as const satisfies readonly (keyof Ipay88AnswerBody)[];

/** For a log line: what was posted, cut short and quoted (it is anyone's text until verified). */
const quoted = (text: string | undefined) => JSON.stringify((text ?? '').slice(0, 40));

/**
 * Records iPay88's answer on the booking's stream, once, whichever of its posts comes first and
 * however often (docs/bookings.md, "Paying with iPay88 FPX"):
 *
 * 1. Only a booking paid by IPAY88_FPX, and only an answer verifyResponse accepts against the
 *    booking's own RefNo, total and currency; else 400 PAYMENT_GATEWAY_ANSWER_INVALID, nothing recorded.
 * 2. A signed failure: FailPayment (nothing happens to a paid booking, or one no longer pending).
 * 3. A signed success for a booking already paid with the same TransId: already recorded, success.
 * 4. Else requery: only "00" records Pay (method IPAY88_FPX, reference = TransId); otherwise 409
 *    PAYMENT_GATEWAY_NOT_CONFIRMED (or 503 PAYMENT_GATEWAY_UNAVAILABLE) and nothing is recorded,
 *    so the backend post is answered without RECEIVEOK and the gateway posts again.
 * 5. Two posts at once: the stream refuses the second Pay (BOOKING_ALREADY_PAID); with the same
 *    TransId that is the first one's success.
 * 6. A confirmed success the booking cannot take (it ended, its deadline passed, or another payment
 *    paid it): BookingPaymentToRefund on its stream, once per TransId, for staff to refund at the
 *    gateway; outcome `refund` (the backend post is answered RECEIVEOK: it is on record).
 */
@CommandHandler(RecordIpay88Answer)
export class RecordIpay88AnswerHandler implements ICommandHandler<RecordIpay88Answer> {
  private readonly logger = new Logger('Ipay88Answers');

  constructor(
    private readonly writer: BookingWriter,
    private readonly queries: BookingQueries,
    private readonly ipay88: Ipay88Gateway,
  ) {}

  async execute({ fields, channel }: RecordIpay88Answer): Promise<{ bookingRef: string; outcome: Ipay88AnswerOutcome }> {
    const posted = Object.fromEntries(ANSWER_FIELDS.map((name) => [name, fields[name]]));
    const refNo = posted.RefNo ?? '';
    const known = BOOKING_REF_PATTERN.test(refNo) ? await this.queries.ofSystem(refNo) : null;
    if (!known || known.placed.paymentMethod !== 'IPAY88_FPX') throw this.refused(channel, refNo, 'UNKNOWN_REF_NO');
    const { placed } = known;
    const bookingRef = placed.bookingRef;
    const verdict = this.ipay88.verify(posted, { refNo: bookingRef, amountMinor: placed.total, currency: placed.currencyCode });
    if (!verdict.ok) throw this.refused(channel, refNo, verdict.reason);

    if (!verdict.paid) return { bookingRef, outcome: await this.recordFailure(bookingRef, verdict.errDesc) };
    // TransId is not signed, but the payment is ours only once it names one (the reference we keep).
    const transId = verdict.transId.trim();
    if (!transId) throw this.refused(channel, refNo, 'MISSING_FIELD');
    // Repeats of a payment already on record (the browser return, the gateway's retries) ask the gateway nothing.
    if (known.state.paymentStatus === 'paid' && known.paymentReference === transId) return { bookingRef, outcome: 'paid' };
    if (known.state.toRefund?.includes(transId)) return { bookingRef, outcome: 'refund' };

    // Defence in depth: a signed success is believed once the gateway, asked directly, says "00".
    const confirmed = await this.ipay88.requery(bookingRef, placed.total);
    if (!confirmed.paid) {
      this.logger.warn(
        `iPay88 ${channel}: ${bookingRef} TransId ${quoted(transId)} not confirmed by requery (${quoted(confirmed.message)})`,
      );
      throw new AppError('PAYMENT_GATEWAY_NOT_CONFIRMED', { message: confirmed.message.slice(0, 100) });
    }
    try {
      await this.writer.execute(bookingRef, {
        type: 'Pay',
        method: 'IPAY88_FPX',
        amount: placed.total,
        reference: transId,
        now: new Date(),
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'BOOKING_ALREADY_PAID') {
        // The other post (or a retry) recorded this payment meanwhile; another payment paid it first.
        const now = await this.queries.ofSystem(bookingRef);
        if (now!.paymentReference === transId) return { bookingRef, outcome: 'paid' };
      }
      if (!(error instanceof AppError)) throw error;
      // Money taken at the bank for a booking that cannot take it: on record for staff to refund.
      return { bookingRef, outcome: await this.recordToRefund(channel, bookingRef, placed.total, transId, error.code) };
    }
    this.logger.log(`iPay88 ${channel}: ${bookingRef} paid (TransId ${quoted(transId)})`);
    return { bookingRef, outcome: 'paid' };
  }

  /** BookingPaymentToRefund (once per TransId): the booking refused the payment with `why`. */
  private async recordToRefund(
    channel: string,
    bookingRef: string,
    amount: number,
    transId: string,
    why: string,
  ): Promise<Ipay88AnswerOutcome> {
    await this.writer.execute(bookingRef, {
      type: 'RecordPaymentToRefund',
      method: 'IPAY88_FPX',
      amount,
      reference: transId,
      now: new Date(),
    });
    this.logger.warn(
      `iPay88 ${channel}: ${bookingRef} paid at the gateway (TransId ${quoted(transId)}) but the booking refused it (${why}): on record to refund`,
    );
    return 'refund';
  }

  /** A signed failure: FailPayment; a booking no longer pending (paid meanwhile, expired, cancelled) records nothing. */
  private async recordFailure(bookingRef: string, errDesc: string): Promise<Ipay88AnswerOutcome> {
    const reason = errDesc.trim().slice(0, 500) || 'Payment failed at the gateway';
    try {
      const { state } = await this.writer.execute(bookingRef, { type: 'FailPayment', method: 'IPAY88_FPX', reason });
      return state.paymentStatus === 'paid' ? 'paid' : 'failed';
    } catch (error) {
      if (error instanceof AppError && error.code === 'BOOKING_TRANSITION_NOT_ALLOWED') return 'failed';
      throw error;
    }
  }

  private refused(channel: string, refNo: string, reason: string): AppError {
    this.logger.warn(`iPay88 ${channel} for RefNo ${quoted(refNo)} refused: ${reason}; nothing recorded`);
    // The reason code in `details` too, for a caller (or the gateway's support) that reads codes, not sentences.
    return new AppError('PAYMENT_GATEWAY_ANSWER_INVALID', { reason }, { reason });
  }
}
