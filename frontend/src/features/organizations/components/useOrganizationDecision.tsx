import { organizationStatusUpdateSchema } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { zodFormValidator } from '../../../lib/form';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useReasonDialog } from '../../../ui/ReasonDialog';
import { useConfirm } from '../../../ui/resource';
import { useUpdateOrganizationStatusMutation } from '../organizations.api';

interface Target {
  organizationId: string;
  organizationName: string;
}

/**
 * Approve (after a confirmation: it creates the admin user and the credit account and e-mails the
 * applicant) or reject with a reason (required, checked by the shared schema; ui/ReasonDialog) a
 * pending organization. Render `dialogs` once; `approve` and `reject` answer whether the decision was made.
 */
export function useOrganizationDecision() {
  const { t } = useTranslation('organizations');
  const [confirm, confirmDialog] = useConfirm();
  const [askReason, reasonDialog] = useReasonDialog();
  const [updateStatus, { isLoading }] = useUpdateOrganizationStatusMutation();

  const approve = async (target: Target): Promise<boolean> => {
    const ok = await confirm({
      title: t('decision.approveTitle'),
      message: t('decision.approveText', { name: target.organizationName }),
      confirmLabel: t('decision.approve'),
    });
    if (!ok) return false;
    try {
      toastSuccess((await updateStatus({ organizationId: target.organizationId, status: 'approved' }).unwrap()).message);
      return true;
    } catch (error) {
      toastError(errorMessage(error, t('common:resource.saveFailed')));
      return false;
    }
  };

  const reject = async (target: Target): Promise<boolean> => {
    const body = (reason: string) => ({ organizationId: target.organizationId, status: 'rejected' as const, reason });
    const reason = await askReason({
      title: t('decision.rejectTitle'),
      message: t('decision.rejectText', { name: target.organizationName }),
      confirmLabel: t('decision.reject'),
      required: true,
      danger: true,
      label: t('decision.reason'),
      description: t('decision.reasonHint'),
      validate: (text) => {
        const errors = zodFormValidator(organizationStatusUpdateSchema, t)(body(text));
        return errors.reason ? String(errors.reason) : null;
      },
      submit: async (text) => toastSuccess((await updateStatus(body(text)).unwrap()).message),
    });
    return reason !== null;
  };

  const dialogs = (
    <>
      {confirmDialog}
      {reasonDialog}
    </>
  );
  return { approve, reject, dialogs, busy: isLoading };
}
