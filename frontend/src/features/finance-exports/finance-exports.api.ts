import { exportRunSchema, FINANCE_EXPORT_KINDS, type DataExtractionRequest, type DocumentsReportRequest } from '@bo/shared';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';
import { EXPORT_RUNS, exportRunsTag } from '../../ui/export-runs';

export { FINANCE_EXPORT_KINDS };

const finance = callsOf('finance');

/**
 * Finance's starting calls (issue 27): each answers the run (202) the worker then makes; the
 * screen's download list (ui/export-runs) is asked again for it.
 */
export const financeExportsApi = api.enhanceEndpoints({ addTagTypes: [EXPORT_RUNS] }).injectEndpoints({
  endpoints: (build) => {
    const { write } = endpointsOf(build);
    return {
      startDocumentsReport: write(finance.send<DocumentsReportRequest>('invoice/generatereport'), exportRunSchema, [
        exportRunsTag(FINANCE_EXPORT_KINDS.documentsReport),
      ]),
      startDataExtraction: write(finance.send<DataExtractionRequest>('extraction'), exportRunSchema, [
        exportRunsTag(FINANCE_EXPORT_KINDS.dataExtraction),
      ]),
    };
  },
});
