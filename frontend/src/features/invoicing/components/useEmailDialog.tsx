import { blankToUndefined, emailField } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormDialog } from '../../../ui/resource';

/** The dialog's language choice: the buyer's (the API's default), or one named. */
const LANGUAGE_CHOICES = ['buyer', 'en', 'ms'] as const;
const emailFormSchema = z.object({
  email: z.preprocess(blankToUndefined, emailField().optional()),
  language: z.enum(LANGUAGE_CHOICES),
});
type EmailValues = { email: string; language: (typeof LANGUAGE_CHOICES)[number] };

/**
 * "E-mail" of an issued invoice: a small dialog asking where (empty: the buyer organization's
 * address) and in which language (default the buyer's); `send` e-mails it and answers the
 * server's message naming the address (the success toast). A refusal stays in the dialog, at its
 * field (no address on file: at the address).
 */
export function useEmailDialog(
  send: (
    document: { documentId: string; documentNo: string | null },
    request: { email?: string; language?: 'en' | 'ms' },
  ) => Promise<string>,
) {
  const { t } = useTranslation('invoicing');
  const [openForm, dialog] = useFormDialog();
  const open = (document: { documentId: string; documentNo: string | null }) =>
    openForm({
      title: t('email.title', { number: document.documentNo ?? '' }),
      size: 'md',
      schema: emailFormSchema,
      initialValues: { email: '', language: 'buyer' } satisfies EmailValues,
      guardUnsaved: false,
      testId: 'email-form',
      fields: [
        {
          name: 'email',
          label: t('email.address'),
          type: 'email',
          placeholder: t('email.addressPlaceholder'),
          description: t('email.addressHint'),
          autoComplete: 'email',
          wide: true,
        },
        {
          name: 'language',
          label: t('email.language'),
          type: 'select',
          required: true,
          wide: true,
          options: LANGUAGE_CHOICES.map((value) => ({ value, label: t(`email.languages.${value}`) })),
        },
      ],
      submitLabel: t('email.send'),
      onSubmit: async (values) =>
        send(document, {
          ...(values.email ? { email: values.email } : {}),
          ...(values.language === 'buyer' ? {} : { language: values.language }),
        }),
    });
  return [open, dialog] as const;
}
