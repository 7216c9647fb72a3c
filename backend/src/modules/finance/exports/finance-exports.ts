/** The kinds of export finance makes (core/exports), named by the calls that start them and by the screens' download lists. */
export const FINANCE_EXPORTS = {
  documentsReport: 'finance.documents-report',
  dataExtraction: 'finance.data-extraction',
} as const;
