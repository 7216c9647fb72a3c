/**
 * Payments (agent credit, iPay88 FPX): what the rest of bookings uses of them. The money moves of
 * a booking go through the payment-method port (PaymentMethods.of(method)); iPay88's signed forms
 * and answers are its gateway's (ipay88/).
 */
export { AgentCreditPayment } from './agent-credit-payment';
export { assertPayable, ipay88FormFor } from './booking-payment';
export { BACKEND_ACK } from './ipay88/ipay88';
export { IPAY88_BACKEND_PATH, IPAY88_RETURN_PATH, Ipay88Gateway } from './ipay88/ipay88-gateway';
export { Ipay88Payment } from './ipay88-payment';
export type { CreditTransactionType, PaymentMethodPort } from './payment-method';
export { PAYMENT_METHODS, PaymentMethods } from './payment-methods';
