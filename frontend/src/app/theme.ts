import { Anchor, createTheme, Notification, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Product theme: red primary (spec section 9). A darker red than Mantine's default shade keeps
 * white button text above the WCAG AA contrast ratio.
 */
const brandRed: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#e03131',
  '#c92a2a',
  '#a61e1e',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 7 },
  colors: { brand: brandRed },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  cursorType: 'pointer',
  components: {
    // A toast's body under its title is Mantine's gray-6 (3.3:1 on white); 'dimmed' passes in both schemes.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
    // A link is told from the text around it by more than colour (WCAG 1.4.1): in the dark scheme
    // the brand red is as bright as the body text (1.4:1), so links are always underlined.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/** Defaults that carry words: every modal's close button gets an accessible name in the current language. */
export function translatedDefaults(t: (key: string) => string) {
  return createTheme({
    // A plain object, not Modal.extend: importing Modal here would put it (and its portal and focus
    // trap, ~23 kB gzip) in the login page's entry chunk.
    components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } } },
  });
}

/**
 * Mantine's default "dimmed" text is below WCAG AA contrast (3.3:1 on white, 4.0:1 on dark);
 * one shade stronger passes in both schemes. Likewise the text of light variants (status chips,
 * alerts) and of field errors in the light scheme: shade 6 is below 4.5:1; these darker ones pass.
 * Links, placeholders and filled red badges likewise (axe's serious findings, checked by the e2e
 * specs in both schemes).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-green-light-color': '#1d6a30',
    '--mantine-color-red-light-color': '#a61e1e',
    '--mantine-color-brand-light-color': '#a61e1e',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-8)',
    '--mantine-color-blue-light-color': '#14528a',
    // Field errors (text and the invalid input's own text): Mantine's red-6 is 3.3:1 on white.
    '--mantine-color-error': '#c92a2a',
    // Links: brand-8 is 4.4:1 on a light-blue notice; brand-9 passes on white and on every light tint.
    '--mantine-color-anchor': '#a61e1e',
    // Placeholders (shown as text by the file input): Mantine's gray-5 is 2.1:1 on white; this is 4.6:1.
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Placeholders: Mantine's dark-3 is 2.5:1 on an input (dark-6); this is 4.8:1.
    '--mantine-color-placeholder': '#9a9a9a',
    // Field errors (text and the invalid input's own text): Mantine's red-8 is 3.0:1 on an input
    // (dark-6) and 3.4:1 on a dialog (dark-7); red-5 is 4.9:1 and 5.6:1.
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    // Filled red (the count badges of status tabs): red-7 under white text is 3.8:1; red-8 is 5.4:1.
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
  },
});

/**
 * Toasts (spec section 9): top of the screen, 3000 ms, 150 ms fade; at most three at once (the
 * others wait their turn), not a column of six over the page's header and buttons.
 */
export const TOAST_DEFAULTS = { position: 'top-center', autoClose: 3000, transitionDuration: 150, limit: 3 } as const;
/**
 * Top loading bar (spec section 9): 3 px high, shown only for navigations longer than 200 ms, and
 * paced to 2 s: Mantine's nprogress eases off after 80 %, which it reaches in 24 steps
 * (10, 20, then +4 to 52, then +2 to 80), so a step every 2000 / 24 ms gets there at 2 s.
 */
const PROGRESS_DURATION_MS = 2000;
const PROGRESS_STEPS_TO_EASE_OFF = 24;
export const PROGRESS_DEFAULTS = {
  size: 3,
  throttleMs: 200,
  durationMs: PROGRESS_DURATION_MS,
  stepInterval: Math.round(PROGRESS_DURATION_MS / PROGRESS_STEPS_TO_EASE_OFF),
} as const;
