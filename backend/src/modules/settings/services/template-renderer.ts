import { EMAIL_PLACEHOLDER } from '@bo/shared';

/**
 * Fills `{{name}}` placeholders of an e-mail template. Values are HTML-escaped in the HTML body.
 * A placeholder without a value is an error: a mail with a hole in it must not go out.
 */
export function renderTemplate(template: string, params: Record<string, string | number>, html: boolean): string {
  return template.replace(EMAIL_PLACEHOLDER, (_, name: string) => {
    if (!(name in params)) throw new Error(`E-mail template needs a value for {{${name}}}`);
    const value = String(params[name]);
    return html ? escapeHtml(value) : value;
  });
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * The HTML body of a template given as text: paragraphs at blank lines, line breaks kept, the
 * text escaped (a `<` typed by an administrator is a character, not markup). Placeholders stay
 * placeholders, to be filled (and escaped) by `renderTemplate`.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}
