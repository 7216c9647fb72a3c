import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { REPORT_DEFINITIONS, type ReportCode } from '@bo/shared';
import { AppError } from '../errors/app-error';
import { markedProviders } from '../wiring/marked-providers';
import { REPORT_SOURCE_KEY, type ReportSource } from './report-source';

/**
 * The report sources of every context, found at start (`@ReportSource()` providers), by report
 * code. A report is available once its source is registered; one code has one source.
 */
@Injectable()
export class ReportRegistry implements OnApplicationBootstrap {
  private readonly sources = new Map<ReportCode, ReportSource<unknown>>();

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    for (const { instance: source } of markedProviders<ReportSource<unknown>>(this.discovery, REPORT_SOURCE_KEY)) {
      if (!Object.hasOwn(REPORT_DEFINITIONS, source.code))
        throw new Error(`report source ${source.code} has no report definition`);
      if (this.sources.has(source.code)) throw new Error(`report ${source.code} has two sources`);
      this.sources.set(source.code, source);
    }
  }

  has(code: ReportCode): boolean {
    return this.sources.has(code);
  }

  /** The source of `code`; a report no context provides (yet) is a record that does not exist. */
  source(code: ReportCode): ReportSource<unknown> {
    const source = this.sources.get(code);
    if (!source) throw new AppError('RECORD_NOT_FOUND');
    return source;
  }
}
