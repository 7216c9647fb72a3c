import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { apiServer } from './api-server';

/*
 * What jsdom lacks and Mantine uses (Mantine's own testing guide): media queries (always "no
 * match": the wide-screen layout), element sizes, scrolling, web fonts.
 */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// Fonts never load in jsdom (Textarea autosize listens for them).
Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });

// The API answers from a local HTTP server; lib/api.ts reads the base address when first imported.
const origin = await apiServer.start();
vi.stubEnv('VITE_API_BASE_URL', `${origin}/api/v1`);

// The real catalogues (app/locales, features/*/locales), in English.
const { initI18n } = await import('../app/i18n');
await initI18n();

afterEach(() => {
  cleanup();
  apiServer.reset();
  localStorage.clear();
});
afterAll(() => apiServer.stop());
