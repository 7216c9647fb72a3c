import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { organizationStatusUpdateSchema } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { zodFormValidator } from '../../../lib/form';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useConfirm } from '../../../ui/resource';
import { useUpdateOrganizationStatusMutation } from '../organizations.api';

const NAMESPACE = 'organizations';

interface Target {
  organizationId: string;
  organizationName: string;
}

/**
 * Approve (after a confirmation: it creates the admin user and the credit account and e-mails the
 * applicant) or reject with a reason (required, checked by the shared schema) a pending
 * organization. Render `dialogs` once; `approve` and `reject` answer whether the decision was made.
 */
export function useOrganizationDecision() {
  const { t } = useTranslation(NAMESPACE);
  const [confirm, confirmDialog] = useConfirm();
  const [updateStatus, { isLoading }] = useUpdateOrganizationStatusMutation();
  const [rejecting, setRejecting] = useState<(Target & { done: (decided: boolean) => void }) | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const approve = async (target: Target): Promise<boolean> => {
    const ok = await confirm({
      title: t('decision.approveTitle'),
      message: t('decision.approveText', { name: target.organizationName }),
      confirmLabel: t('decision.approve'),
    });
    if (!ok) return false;
    try {
      const result = await updateStatus({ organizationId: target.organizationId, status: 'approved' }).unwrap();
      toastSuccess(result.message);
      return true;
    } catch (error) {
      toastError(errorMessage(error, t('common:resource.saveFailed')));
      return false;
    }
  };

  const reject = (target: Target) =>
    new Promise<boolean>((resolve) => {
      setReason('');
      setReasonError(null);
      setRejecting({ ...target, done: resolve });
    });

  const closeReject = (decided: boolean) => {
    rejecting?.done(decided);
    setRejecting(null);
  };

  const submitReject = async () => {
    if (!rejecting) return;
    const body = { organizationId: rejecting.organizationId, status: 'rejected' as const, reason };
    const errors = zodFormValidator(organizationStatusUpdateSchema, t)(body);
    if (errors.reason) {
      setReasonError(String(errors.reason));
      return;
    }
    try {
      const result = await updateStatus(body).unwrap();
      toastSuccess(result.message);
      closeReject(true);
    } catch (error) {
      setReasonError(errorMessage(error, t('common:resource.saveFailed')));
    }
  };

  const dialogs = (
    <>
      {confirmDialog}
      <Modal
        opened={rejecting !== null}
        onClose={() => closeReject(false)}
        title={t('decision.rejectTitle')}
        centered
        data-testid="reject-dialog"
      >
        <Stack gap="md">
          <Text size="sm">{t('decision.rejectText', { name: rejecting?.organizationName ?? '' })}</Text>
          <Textarea
            label={t('decision.reason')}
            description={t('decision.reasonHint')}
            withAsterisk
            autosize
            minRows={3}
            name="reason"
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => closeReject(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button color="red" loading={isLoading} onClick={() => void submitReject()} data-testid="reject-submit">
              {t('decision.reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );

  return { approve, reject, dialogs, busy: isLoading };
}
