import { exportRunListSchema, type ExportRun } from '@bo/shared';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';

/** The tag of a kind's download list: a feature's starting call invalidates it (`exportRunsTag(kind)`). */
export const EXPORT_RUNS = 'ExportRun' as const;
export const exportRunsTag = (kind: string) => ({ type: EXPORT_RUNS, id: `LIST-${kind}` });

const runs = callsOf('bo/Export');

/**
 * The caller's export runs (core/exports, `/bo/Export`): the 20 most recent of a kind. Starting a
 * run is the owning context's own call (a feature's endpoint invalidating `exportRunsTag(kind)`).
 */
export const exportRunsApi = api.enhanceEndpoints({ addTagTypes: [EXPORT_RUNS] }).injectEndpoints({
  endpoints: (build) => {
    const { read } = endpointsOf(build);
    return {
      exportRuns: read(runs.get<{ kind: string }>('runs'), exportRunListSchema, (_result, _error, { kind }) => [
        exportRunsTag(kind),
      ]),
    };
  },
});

/** Where a run's file is read (its owner only; 409 EXPORT_NOT_READY before it is made). */
export const exportRunFilePath = (run: Pick<ExportRun, 'runId'>) => `bo/Export/runs/${run.runId}/file`;
