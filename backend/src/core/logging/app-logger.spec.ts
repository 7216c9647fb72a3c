import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import express from 'express';
import request from 'supertest';
import { requestContextMiddleware } from '../http/request-context.middleware';
import { AppLogger } from './app-logger';

/** An AppLogger writing JSON lines into an array. */
function capture(level: 'info' | 'debug' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: new AppLogger({ LOG_LEVEL: level }, destination), lines };
}

describe('AppLogger', () => {
  test('logs a request once answered, without its secrets, and ties lines written during it to it', async () => {
    const { logger, lines } = capture();
    const app = express();
    app.use(requestContextMiddleware);
    app.use(logger.requests());
    app.get('/api/v1/things', (_req, res) => {
      logger.log('looking things up', 'ThingsService');
      res.json({ ok: true });
    });

    await request(app)
      .get('/api/v1/things')
      .set('Authorization', 'Bearer secret-token-value')
      .set('Cookie', 'refresh=secret-cookie-value')
      .set('X-XSRF-TOKEN', 'secret-xsrf-value')
      .set('X-Correlation-Id', 'corr-1')
      .expect(200);

    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-');
    const inside = lines.find((line) => line.msg === 'looking things up');
    const done = lines.find((line) => line.msg === 'request completed');
    expect(inside).toMatchObject({ level: 30, context: 'ThingsService', correlationId: 'corr-1' });
    expect(done).toMatchObject({ correlationId: 'corr-1', res: { statusCode: 200 } });
    expect((inside!.req as { id: unknown }).id).toBe((done!.req as { id: unknown }).id);

    // Without one from the caller, the id the request context made up (and answered with).
    const res = await request(app).get('/api/v1/things').expect(200);
    expect(lines.at(-1)).toMatchObject({ correlationId: res.headers['x-correlation-id'] });
  });

  test("a link's token in the query is not logged, the rest of the address is", async () => {
    const { logger, lines } = capture();
    const app = express();
    app.use(logger.requests());
    await request(app).get('/login-reset-password?lang=ms&token=secret-link-token&sortKey=name').expect(404);
    expect(JSON.stringify(lines)).not.toContain('secret-');
    expect(lines.at(-1)).toMatchObject({ req: { url: '/login-reset-password?lang=ms&token=[redacted]&sortKey=name' } });
  });

  test('health and metrics scrapes are not logged', async () => {
    const { logger, lines } = capture();
    const app = express();
    app.use(logger.requests());
    app.get('/api/v1/health', (_req, res) => res.send('ok'));
    await request(app).get('/api/v1/health').expect(200);
    expect(lines).toEqual([]);
  });

  test("Nest's calling conventions: context last, errors with their stack, the level filter", () => {
    const { logger, lines } = capture();
    Logger.overrideLogger(logger);
    try {
      new Logger('Boot').log('started');
      new Logger('Jobs').error(new Error('boom'));
      logger.error('handler failed', 'Error: handler failed\n    at somewhere (file.ts:1:1)', 'ExceptionsHandler');
      new Logger('Noise').debug('not at info level');
    } finally {
      Logger.overrideLogger(false);
    }
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 30, context: 'Boot', msg: 'started' });
    expect(lines[1]).toMatchObject({ level: 50, context: 'Jobs', err: { message: 'boom' } });
    expect(lines[2]).toMatchObject({ level: 50, context: 'ExceptionsHandler', err: { message: 'handler failed' } });
    expect((lines[2].err as { stack: string }).stack).toContain('at somewhere');
  });
});
