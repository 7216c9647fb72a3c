import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadAppConfig } from '../app-config';
import { SellableCalendar } from '../modules/hotels/availability/sellable-calendar';

const USAGE = `usage: npm run hotels -- <command>
  rebuild-sellable-calendar [hotelID]   write the sellable calendar again from the inventory tables
                                        (every hotel, or one), a batch of hotels per transaction`;

/** Operations on the hotel inventory from the command line (docs/operations.md). */
async function main(): Promise<void> {
  const [command, hotelID] = process.argv.slice(2);
  if (command !== 'rebuild-sellable-calendar') {
    console.log(USAGE);
    process.exit(command ? 1 : 0);
  }
  const config = { ...loadAppConfig(), RUN_SUBSCRIBERS: false, LOG_LEVEL: 'warn' as const };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    const started = Date.now();
    const { hotels, rows } = await app.get(SellableCalendar).rebuild(hotelID);
    console.log(`rebuilt the sellable calendar of ${hotels} hotel(s): ${rows} rows in ${Date.now() - started} ms`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
