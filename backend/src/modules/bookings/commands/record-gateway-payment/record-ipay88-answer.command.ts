import { Command } from '@nestjs/cqrs';
import type { Ipay88AnswerBody } from '@bo/shared';

/** Which of iPay88's two posts brought the answer: the customer's browser, or the gateway's server. */
export type Ipay88AnswerChannel = 'return' | 'backend';

/**
 * What a verified answer of the gateway came to: `paid` (recorded now or before), `failed`
 * (a signed failure, recorded), `pending` (success claimed but the requery does not confirm it yet:
 * nothing recorded).
 */
export type Ipay88AnswerOutcome = 'paid' | 'failed' | 'pending' | 'refund';

/**
 * iPay88's answer to a booking's payment (`POST payment/ipay88/return` or `/backend`): checked
 * against the booking (RefNo = the booking reference), then recorded on its stream once: Pay on a
 * success the requery confirms, FailPayment on a failure. No caller: the signature authenticates.
 */
export class RecordIpay88Answer extends Command<{ bookingRef: string; outcome: Ipay88AnswerOutcome }> {
  constructor(
    readonly fields: Ipay88AnswerBody,
    readonly channel: Ipay88AnswerChannel,
  ) {
    super();
  }
}
