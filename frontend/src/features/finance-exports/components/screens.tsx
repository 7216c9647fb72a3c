import { ExportJobPage } from '../../../ui/export-runs';
import { useDataExtractionDefinition, useDocumentsReportDefinition } from '../export-definitions';
import { FinanceExportLinks } from './FinanceExportLinks';

/* The two finance export screens: the generic export job screen (ui/export-runs), each given its export's definition. */

export function ReportsGenerationPage() {
  return (
    <ExportJobPage definition={useDocumentsReportDefinition()} header={<FinanceExportLinks current="reportsGeneration" />} />
  );
}

export function DataExtractionPage() {
  return <ExportJobPage definition={useDataExtractionDefinition()} header={<FinanceExportLinks current="dataExtraction" />} />;
}
