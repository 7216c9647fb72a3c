import { EMAIL_TEMPLATE_TYPE, emailTemplateProblems } from '@bo/shared';
import { DEFAULT_TEMPLATES } from './settings.seed';
import { textToHtml } from './services/template-renderer';

describe('the default e-mail templates', () => {
  test('exist for every template type in both languages', () => {
    const seeded = DEFAULT_TEMPLATES.map((t) => `${t.type}/${t.language}`).sort();
    expect(seeded).toEqual(EMAIL_TEMPLATE_TYPE.flatMap((t) => [`${t.code}/en`, `${t.code}/ms`]).sort());
  });

  test.each(DEFAULT_TEMPLATES.map((t) => [`${t.type}/${t.language}`, t] as const))(
    '%s passes the check an administrator edit gets',
    (_, t) => {
      expect(emailTemplateProblems(t.type, { subject: t.subject, bodyText: t.text, bodyHtml: textToHtml(t.text) })).toEqual([]);
    },
  );
});
