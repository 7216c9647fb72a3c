import type { AnyReportDefinition } from './report-definition';
import type { ReportCode } from './report-catalogue';
import { ROOM_INVENTORY_REPORT } from './room-inventory.report';

/** Every report's definition, by code (one per REPORT_CATALOGUE entry: the type checks it). */
export const REPORT_DEFINITIONS: Record<ReportCode, AnyReportDefinition> = {
  RoomInventoryReport: ROOM_INVENTORY_REPORT,
};
