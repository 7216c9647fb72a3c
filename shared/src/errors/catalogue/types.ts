/** Text in each interface language. */
export interface LocalizedText {
  en: string;
  ms: string;
}

export interface CatalogueEntry extends LocalizedText {
  /**
   * HTTP status the API answers with for this code. 0 marks client-side failures (transport),
   * which never come from the API but still need a translated message.
   */
  status: number;
}
