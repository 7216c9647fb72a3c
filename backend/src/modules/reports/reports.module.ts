import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ReportRegistry } from '../../core/reports/report-registry';
import { ReportsController } from './reports.controller';
import { REPORT_QUERY_HANDLERS } from './queries';

/**
 * Reports (`/bo/Report`, docs/reports.md): the generic calls over every report definition (shared
 * `REPORT_DEFINITIONS`). It owns no data and imports no context: the contexts that own the data
 * provide the rows through `@ReportSource()` providers, which the registry finds at start.
 */
@Module({ imports: [DiscoveryModule], controllers: [ReportsController], providers: [ReportRegistry, ...REPORT_QUERY_HANDLERS] })
export class ReportsModule {}
