import { SetMetadata } from '@nestjs/common';
import type { Language } from '@bo/shared';

/** What an export source is asked: the starting call's parameters, the language, who asked. */
export interface ExportRequest<P = Record<string, unknown>> {
  params: P;
  language: Language;
  /** The user who asked and their organization (null: staff): a source keeps to what they may see. */
  requestedBy: { userId: string; organizationId: string | null };
}

/** What it made. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * A kind of export a context makes in the worker (`@ExportSourceProvider()` on a provider of its
 * worker module): `run` builds the file, telling `progress` how far it is (0-100) now and then.
 * Throwing an AppError fails the run with its message.
 */
export interface ExportSource<P = Record<string, unknown>> {
  readonly kind: string;
  run(request: ExportRequest<P>, progress: (percent: number) => Promise<void>): Promise<ExportFile>;
}

export const EXPORT_SOURCE_KEY = 'bo:export-source';
export const ExportSourceProvider = () => SetMetadata(EXPORT_SOURCE_KEY, true);
