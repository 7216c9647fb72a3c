/**
 * Runs the eLeisure simulator on its own (`node backend/dist/modules/bookings/suppliers/eleisure/simulator/main.js`):
 *   ELEISURE_SIM_PORT     default 8089
 *   ELEISURE_API_KEY      required: the API must send the same key (never logged)
 *   ELEISURE_SIM_HOTELS   the hotel codes it knows, comma-separated; empty: every code
 * Listens on 127.0.0.1 only; stops on Ctrl+C / SIGTERM.
 */
import { startEleisureSimulator } from './eleisure-simulator';

async function main(): Promise<void> {
  const apiKey = process.env.ELEISURE_API_KEY;
  if (!apiKey) {
    console.error('eLeisure simulator not started: set ELEISURE_API_KEY');
    process.exit(1);
  }
  const port = Number(process.env.ELEISURE_SIM_PORT ?? 8089);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error('eLeisure simulator not started: ELEISURE_SIM_PORT must be a port number');
    process.exit(1);
  }
  const codes = (process.env.ELEISURE_SIM_HOTELS ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const simulator = await startEleisureSimulator({ port, apiKey, hotels: codes.length > 0 ? codes : undefined });
  console.log(`eLeisure simulator on ${simulator.url}${codes.length > 0 ? ` (hotels ${codes.join(', ')})` : ''}`);
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  // The message only (EADDRINUSE and the like): no stack with the options in scope.
  console.error(`eLeisure simulator failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
