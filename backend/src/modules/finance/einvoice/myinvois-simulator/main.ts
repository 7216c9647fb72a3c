/**
 * Runs the MyInvois simulator on its own (`node backend/dist/modules/finance/einvoice/myinvois-simulator/main.js`):
 *   MYINVOIS_SIM_PORT          default 8092
 *   MYINVOIS_CLIENT_ID         required: the API must log in with the same id...
 *   MYINVOIS_CLIENT_SECRET     ...and secret (required, never logged)
 * Point the API at it with MYINVOIS_URL=http://127.0.0.1:8092 (identity on the same URL). Listens on
 * 127.0.0.1 only; stops on Ctrl+C / SIGTERM.
 */
import { startMyInvoisSimulator } from './myinvois-simulator';

async function main(): Promise<void> {
  const clientId = process.env.MYINVOIS_CLIENT_ID;
  const clientSecret = process.env.MYINVOIS_CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    const missing = [!clientId && 'MYINVOIS_CLIENT_ID', !clientSecret && 'MYINVOIS_CLIENT_SECRET'].filter(Boolean);
    console.error(`MyInvois simulator not started: set ${missing.join(' and ')}`);
    process.exit(1);
  }
  const port = Number(process.env.MYINVOIS_SIM_PORT ?? 8092);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error('MyInvois simulator not started: MYINVOIS_SIM_PORT must be a port number');
    process.exit(1);
  }
  const simulator = await startMyInvoisSimulator({ port, clientId, clientSecret });
  console.log(`MyInvois simulator on ${simulator.url} (identity ${simulator.url}/connect/token, API ${simulator.url}/api/v1.0)`);
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  // The message only (EADDRINUSE and the like): no stack with the options in scope.
  console.error(`MyInvois simulator failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
