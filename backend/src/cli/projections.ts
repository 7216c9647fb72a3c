import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { SingleBar, Presets } from 'cli-progress';
import { AppModule } from '../app.module';
import { loadAppConfig } from '../app-config';
import { SubscriptionsHost } from '../core/event-store/event-store.module';

const USAGE = `usage: npm run projections -- <command>
  list              every projection and reaction with status, checkpoint and lag
  rebuild <name>    rebuild a projection from position zero into fresh tables, then swap them in
  resume <name>     resume a subscriber paused on a failing event`;

/** Operations on event subscribers from the command line. */
async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  if (!command || (command !== 'list' && !name)) {
    console.log(USAGE);
    process.exit(command ? 1 : 0);
  }
  const config = { ...loadAppConfig(), RUN_SUBSCRIBERS: false, LOG_LEVEL: 'warn' as const };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  const host = app.get(SubscriptionsHost);
  try {
    if (command === 'list') {
      const statuses = await host.runner.status();
      if (statuses.length) console.table(statuses);
      else console.log('no projections or reactions are registered yet');
    } else if (command === 'rebuild') {
      const bar = new SingleBar(
        { format: `${name} [{bar}] {percentage}% | {value}/{total} events | {eta}s left` },
        Presets.shades_classic,
      );
      let started = false;
      const result = await host.rebuild(name, (p) => {
        if (!started) bar.start(p.total, 0);
        started = true;
        bar.update(p.processed);
      });
      bar.stop();
      console.log(`rebuilt ${name} from ${result.total} events and swapped it in`);
    } else if (command === 'resume') {
      await host.runner.resume(name);
      console.log(`resumed ${name}`);
    } else {
      console.log(USAGE);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
