import { DEFAULT_CURRENCY, TOP_UP_SLIP_FIELD } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast';
import { ResourceForm } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { useActiveBanksQuery } from '../credit.api';
import type { TopUpBook } from '../top-up-books';
import { asTopUpFieldError, emptyTopUp, topUpFields, topUpFormSchema, type TopUpFormValues } from './top-up-form';

export interface TopUpRequestFormProps {
  book: TopUpBook;
  /** The currencies to choose from (an organization's accounts); without, the code is typed. */
  currencies?: readonly string[];
  initialCurrency?: string;
  /** Staff naming the organization the bank-in is for (an agency user's is the token's). */
  organizationId?: string;
  /** On its own screen: where Cancel goes (and leaving unsaved work is asked first); none in a dialog. */
  cancelTo?: string;
  /** Once sent (the toast shown): a path to go to, or nothing (a dialog closes). */
  onSent: () => string | void;
}

/**
 * A top-up (bank-in) request with its slip, in either book (top-up-form.ts: the shared request
 * schema, the amount in major units, the bank-in moment never in the future, the slip required for
 * a bank-in). The request is PEND until an approver decides.
 */
export function TopUpRequestForm({
  book,
  currencies,
  initialCurrency = DEFAULT_CURRENCY,
  organizationId,
  cancelTo,
  onSent,
}: TopUpRequestFormProps) {
  const { t } = useTranslation('credit');
  const language = useLanguage();
  const { data: banks } = useActiveBanksQuery();
  const [requestTopUp] = book.request.useMutation();
  return (
    <ResourceForm<ReturnType<typeof topUpFormSchema>, TopUpFormValues>
      schema={(values) => topUpFormSchema(t, values)}
      initialValues={emptyTopUp(initialCurrency)}
      fields={(values) => topUpFields(t, language, values, banks, currencies)}
      submitLabel={t('topUp.submit')}
      cancelTo={cancelTo}
      guardUnsaved={cancelTo !== undefined}
      testId={`${book.name}-form`}
      onSubmit={async ({ [TOP_UP_SLIP_FIELD]: files, remark, ...fields }) => {
        const slip = files[0];
        const result = await requestTopUp({ ...fields, remark: remark || undefined, organizationId, slip })
          .unwrap()
          .catch(asTopUpFieldError);
        toastSuccess(result.message);
        return onSent();
      }}
    />
  );
}
