import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { OrganizationDetails } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { toastError } from '../../../lib/toast';
import { formatDate } from '../../../ui/dates';
import { useConfirm } from '../../../ui/resource';
import { useResetSecretKeyMutation } from '../organizations.api';
import { ProfilePanel } from './ProfilePanel';

const NAMESPACE = 'organizations';

/**
 * The secret key of the organization's systems: never shown again after its reset, so the new one
 * is shown once (copy button, warning) and forgotten when the dialog closes. Resetting asks first:
 * the old key stops working at once.
 */
export function SecretKeyPanel({ organization, canEdit }: { organization: OrganizationDetails; canEdit: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [confirm, confirmDialog] = useConfirm();
  const [resetSecretKey, { isLoading }] = useResetSecretKeyMutation();
  const [shown, setShown] = useState<{ secretKey: string; message: string } | null>(null);
  const approved = organization.status === 'approved';

  const reset = async () => {
    const ok = await confirm({
      title: t('secretKey.confirmTitle'),
      message: organization.hasSecretKey ? t('secretKey.confirmTextExisting') : t('secretKey.confirmTextNew'),
      confirmLabel: t('secretKey.reset'),
      danger: true,
    });
    if (!ok) return;
    try {
      const result = await resetSecretKey({ organizationId: organization.organizationId }).unwrap();
      setShown({ secretKey: result.secretKey, message: result.message });
    } catch (error) {
      toastError(errorMessage(error, t('common:resource.saveFailed')));
    }
  };

  return (
    <ProfilePanel
      title={t('secretKey.title')}
      gap="sm"
      dialogs={
        <>
          {confirmDialog}
          <ShownKeyDialog shown={shown} onClose={() => setShown(null)} />
        </>
      }
    >
      <Text size="sm" data-testid="secret-key-status">
        {organization.hasSecretKey
          ? t('secretKey.exists', { at: formatDate(organization.secretKeyResetAt, 'displayDateTime') })
          : t('secretKey.none')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('secretKey.explain')}
      </Text>
      {!approved && (
        <Text size="sm" c="dimmed">
          {t('secretKey.onlyApproved')}
        </Text>
      )}
      {canEdit && approved && (
        <Group>
          <Button
            color="red"
            variant="light"
            leftSection={<IconKey size={16} />}
            loading={isLoading}
            onClick={() => void reset()}
            data-testid="secret-key-reset"
          >
            {organization.hasSecretKey ? t('secretKey.reset') : t('secretKey.generate')}
          </Button>
        </Group>
      )}
    </ProfilePanel>
  );
}

/** The new key, shown once: copy it now, it is not shown again. */
function ShownKeyDialog({ shown, onClose }: { shown: { secretKey: string; message: string } | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={t('secretKey.shownTitle')}
      centered
      closeOnClickOutside={false}
      data-testid="secret-key-dialog"
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {shown?.message || t('secretKey.shownWarning')}
        </Alert>
        <Code block data-testid="secret-key-value" style={{ wordBreak: 'break-all', userSelect: 'all' }}>
          {shown?.secretKey}
        </Code>
        <Group justify="space-between">
          <CopyButton value={shown?.secretKey ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'green' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                data-testid="secret-key-copy"
              >
                {copied ? t('secretKey.copied') : t('secretKey.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose} data-testid="secret-key-done">
            {t('secretKey.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
