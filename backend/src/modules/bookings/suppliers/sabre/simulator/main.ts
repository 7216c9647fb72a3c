/**
 * Runs the flight supplier simulator on its own (`node backend/dist/modules/bookings/suppliers/sabre/simulator/main.js`):
 *   FLIGHT_SUPPLIER_SIM_PORT   default 8090
 *   FLIGHT_SUPPLIER_KEY        optional: then every call needs it as a bearer token (the API sends the same; never logged)
 * Point the API at it with FLIGHT_SUPPLIER_URL=http://127.0.0.1:8090. Listens on 127.0.0.1 only;
 * stops on Ctrl+C / SIGTERM.
 */
import { startFlightSupplierSimulator } from './flight-supplier-simulator';

async function main(): Promise<void> {
  const port = Number(process.env.FLIGHT_SUPPLIER_SIM_PORT ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error('Flight supplier simulator not started: FLIGHT_SUPPLIER_SIM_PORT must be a port number');
    process.exit(1);
  }
  const simulator = await startFlightSupplierSimulator({ port, apiKey: process.env.FLIGHT_SUPPLIER_KEY || undefined });
  console.log(`Flight supplier simulator on ${simulator.url} (recorded fares KUL-PEN, KUL-BKI, KUL-SIN, KUL-LGK)`);
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  // The message only (EADDRINUSE and the like): no stack with the options in scope.
  console.error(`Flight supplier simulator failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
