import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDeviceDesktopPlus, IconTrash } from '@tabler/icons-react';
import { formatMessage, type DeviceRow } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api';
import { formatDate } from '../../../../ui/dates';
import { PageLoader } from '../../../../ui/PageLoader';
import { useListDevicesQuery, useRemoveDeviceMutation } from '../../account.api';
import { forgetDeviceId, storedDeviceId } from '../../device-id';
import { useLanguage } from '../../../../ui/useLanguage';
import { RegisterDeviceModal } from './RegisterDeviceModal';
import { useSignInAgain } from './useSignInAgain';
import { columnsOf } from '../../../../ui/columns';
import { DataTable } from '../../../../ui/DataTable';

const column = columnsOf<DeviceRow>();

/** Registered devices with their last sign-in; register this browser, or remove a device. */
export function DevicesPanel() {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const devices = useListDevicesQuery();
  const [registering, setRegistering] = useState(false);
  const [removing, setRemoving] = useState<DeviceRow | null>(null);
  const thisDevice = storedDeviceId();

  if (devices.isLoading) return <PageLoader />;
  if (devices.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessage(devices.error, formatMessage('REQUEST_PROCESSING_ERROR', language))}
      </Alert>
    );
  }
  const rows = devices.data?.items ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={560}>
          {t('devices.explain')}
        </Text>
        <Button
          leftSection={<IconDeviceDesktopPlus size={16} />}
          onClick={() => setRegistering(true)}
          data-testid="open-register-device"
        >
          {t('devices.registerThis')}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" data-testid="devices-empty">
          {t('devices.empty')}
        </Text>
      ) : (
        <DataTable
          rows={rows}
          rowKey={(device) => device.deviceId}
          rowProps={(device) => ({ 'data-device-id': device.deviceId })}
          minWidth={520}
          withBorder={false}
          testId="devices-table"
          columns={[
            column.text('name', t('devices.name'), {
              render: (device) => (
                <Group gap="xs">
                  <Text size="sm">{device.name}</Text>
                  {device.deviceId === thisDevice && (
                    <Badge size="sm" variant="light">
                      {t('devices.thisBrowser')}
                    </Badge>
                  )}
                </Group>
              ),
            }),
            column.text('lastLoggedInAt', t('devices.lastLoggedIn'), {
              value: (device) => formatDate(device.lastLoggedInAt, 'displayDateTime') || t('devices.never'),
            }),
            column.date('registeredAt', t('devices.registeredAt')),
          ]}
          actionsLabel={t('devices.actions')}
          actions={(device) => (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setRemoving(device)}
              aria-label={t('devices.removeNamed', { name: device.name })}
            >
              {t('devices.remove')}
            </Button>
          )}
        />
      )}
      {registering && <RegisterDeviceModal opened onClose={() => setRegistering(false)} />}
      {removing && <RemoveDeviceModal device={removing} onClose={() => setRemoving(null)} />}
    </Stack>
  );
}

function RemoveDeviceModal({ device, onClose }: { device: DeviceRow; onClose: () => void }) {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const signInAgain = useSignInAgain();
  const [removeDevice, { isLoading }] = useRemoveDeviceMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      const answer = await removeDevice(device.deviceId).unwrap();
      forgetDeviceId(device.deviceId);
      onClose();
      signInAgain(answer.message);
    } catch (error) {
      // A deletion failure shows the message returned by the server (spec section 8).
      setFailure(errorMessage(error, formatMessage('REQUEST_PROCESSING_ERROR', language)));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('devices.removeTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('devices.removeConfirm', { name: device.name })}</Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={isLoading} data-testid="confirm-remove-device">
            {t('devices.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
