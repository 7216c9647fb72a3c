/**
 * Runs the iPay88 simulator on its own (`node backend/dist/modules/bookings/payments/ipay88/simulator/main.js`):
 *   IPAY88_SIM_PORT        default 8088
 *   IPAY88_MERCHANT_CODE   required: the API must sign with the same code...
 *   IPAY88_MERCHANT_KEY    ...and key (required, never logged)
 * Listens on 127.0.0.1 only; stops on Ctrl+C / SIGTERM.
 */
import { startIpay88Simulator } from './ipay88-simulator';

async function main(): Promise<void> {
  const merchantCode = process.env.IPAY88_MERCHANT_CODE;
  const merchantKey = process.env.IPAY88_MERCHANT_KEY;
  const missing = [!merchantCode && 'IPAY88_MERCHANT_CODE', !merchantKey && 'IPAY88_MERCHANT_KEY'].filter(Boolean);
  if (!merchantCode || !merchantKey) {
    console.error(`iPay88 simulator not started: set ${missing.join(' and ')}`);
    process.exit(1);
  }
  const port = Number(process.env.IPAY88_SIM_PORT ?? 8088);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error('iPay88 simulator not started: IPAY88_SIM_PORT must be a port number');
    process.exit(1);
  }
  const simulator = await startIpay88Simulator({ port, merchantCode, merchantKey });
  console.log(`iPay88 simulator on ${simulator.url} (entry ${simulator.entryUrl}, requery ${simulator.requeryUrl})`);
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  // The message only (EADDRINUSE and the like): no stack with the options in scope.
  console.error(`iPay88 simulator failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
