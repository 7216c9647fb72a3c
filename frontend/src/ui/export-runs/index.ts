export { ExportJobPage } from './ExportJobPage';
export { ExportRunList } from './ExportRunList';
export { exportRunsApi, exportRunsTag, EXPORT_RUNS, exportRunFilePath } from './export-runs.api';
export {
  EXPORT_POLL_MS,
  fileSizeText,
  isActive,
  newlyFinished,
  pollingIntervalOf,
  previousMonth,
  progressOf,
  type ExportField,
  type ExportFormat,
  type ExportJobDefinition,
} from './export-runs';
