import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import type { AppConfig } from './app-config';
import { ErrorFilter } from './core/errors/error.filter';
import { AppLogger } from './core/logging/app-logger';
import { requestContextMiddleware } from './core/http/request-context.middleware';
import { serveWebApp } from './core/http/web-app';
import { xsrfMiddleware } from './core/http/xsrf.middleware';
import { assertEveryRouteGuarded, listRoutes, setupOpenApi } from './core/http/openapi';
import { MetricsService } from './core/metrics/metrics.service';
import { httpMetricsMiddleware } from './core/metrics/http-metrics.middleware';
import { RedisIoAdapter } from './core/realtime/redis-io.adapter';

export const API_PREFIX = 'api/v1';

/** Where the built web app is: WEB_DIST, else frontend/dist beside the backend. */
function webDist(config: AppConfig): string | undefined {
  const dir = config.WEB_DIST || resolve(__dirname, '../../frontend/dist');
  return existsSync(join(dir, 'index.html')) ? dir : undefined;
}

/** Builds the API (and web app server) without listening: main.ts and the tests share it. */
export async function createApiApp(config: AppConfig, features: DynamicModule['imports'] = []): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, features), {
    bufferLogs: true,
    bodyParser: false,
  });
  const logger = app.get(AppLogger);
  app.useLogger(logger);
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          // Documents fetched with the bearer token are shown from object URLs (PDFs in a frame).
          frameSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          // Plain http on localhost must keep working; TLS is terminated in front in production.
          upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
        },
      },
      strictTransportSecurity: config.NODE_ENV === 'production',
    }),
  );
  app.use(cookieParser());
  app.use(requestContextMiddleware);
  app.use(httpMetricsMiddleware(app.get(MetricsService)));
  app.use('/api', express.json({ limit: '1mb' }), express.urlencoded({ extended: false, limit: '1mb' }), xsrfMiddleware);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ErrorFilter());
  app.useWebSocketAdapter(new RedisIoAdapter(app));
  app.enableShutdownHooks();

  const dist = webDist(config);
  if (dist) serveWebApp(app, dist);
  // After the web app's files: API calls are logged, static files are not.
  app.use(logger.requests());

  await app.init();
  const routes = listRoutes(app, API_PREFIX);
  assertEveryRouteGuarded(routes);
  setupOpenApi(app, routes);
  return app;
}
