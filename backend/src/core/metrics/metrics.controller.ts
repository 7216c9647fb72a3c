import { Controller, Get, Header } from '@nestjs/common';
import { PERMISSIONS } from '@bo/shared';
import { AcceptsScrapeToken, RequirePermission } from '../auth/auth.decorators';
import { MetricsService } from './metrics.service';

/**
 * Prometheus scrape endpoint: `ops.view`, or the scrape token (`Authorization: Bearer
 * <METRICS_TOKEN>`). Still keep it off the public network.
 */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @RequirePermission(PERMISSIONS.opsView)
  @AcceptsScrapeToken()
  @Header('Content-Type', 'text/plain; version=0.0.4')
  render(): Promise<string> {
    return this.metrics.render();
  }
}
