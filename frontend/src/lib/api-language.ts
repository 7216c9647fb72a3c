/** Language of the UI, sent so the API answers catalogue messages in it (set by app/i18n). */
let currentLanguage = 'en';

export function setApiLanguage(language: string) {
  currentLanguage = language;
}

export function apiLanguage() {
  return currentLanguage;
}
