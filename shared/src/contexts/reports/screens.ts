/** The screens of the context (its web app feature's routes): `:ID` is a route parameter (`screenPath`). */
export const SCREEN_PATHS = {
  // Reports (docs/reports.md): one screen per report of shared/src/reports/report-catalogue.ts.
  roomInventoryReport: '/reports/RoomInventoryReport',
} as const;
