import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClock } from '@tabler/icons-react';
import { DEVICE_OTP_LENGTH, registerDeviceSchema, type DeviceOtpResponse, type RegisterDeviceRequest } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { zodFormValidator } from '../../../../lib/form';
import { rememberDeviceId } from '../../device-id';
import { showServerError } from '../../form-errors';
import { useRegisterDeviceMutation, useRequestDeviceOtpMutation } from '../../account.api';
import { useCountdown } from '../../useCountdown';
import { useLanguage } from '../../../../ui/useLanguage';
import { useSignInAgain } from './useSignInAgain';
import { FormError } from '../../../../ui/FormError';

/** A name to start from: the browser and system this is ("Chrome on Linux"). */
function suggestedDeviceName(): string {
  const agent = navigator.userAgent;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Registering this browser as a device (spec section 4): an OTP is e-mailed, its expiry counts down
 * in seconds, the code and a name register the device, and the user must then sign in again.
 */
export function RegisterDeviceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const signInAgain = useSignInAgain();
  const [requestOtp, otpRequest] = useRequestDeviceOtpMutation();
  const [registerDevice, registration] = useRegisterDeviceMutation();
  const [sent, setSent] = useState<(DeviceOtpResponse & { deadline: number }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const secondsLeft = useCountdown(sent?.deadline ?? null);
  const expired = secondsLeft === 0;
  const form = useForm<RegisterDeviceRequest>({
    initialValues: { name: suggestedDeviceName(), otp: '' },
    validate: zodFormValidator(registerDeviceSchema, t),
  });

  const sendOtp = async () => {
    setFailure(null);
    try {
      const answer = await requestOtp().unwrap();
      setSent({ ...answer, deadline: Date.now() + answer.expiresInSeconds * 1000 });
      form.setFieldValue('otp', '');
      form.clearFieldError('otp');
    } catch (error) {
      setFailure(showServerError(form, error, language));
    }
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await registerDevice(registerDeviceSchema.parse(values)).unwrap();
      rememberDeviceId(answer.deviceId);
      onClose();
      signInAgain(answer.message);
    } catch (error) {
      setFailure(showServerError(form, error, language, { OTP_INVALID: 'otp' }));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('devices.registerTitle')} centered>
      <Stack gap="md">
        {!sent ? (
          <>
            <Text size="sm">{t('devices.otpExplain')}</Text>
            <Button onClick={sendOtp} loading={otpRequest.isLoading} data-testid="send-otp">
              {t('devices.sendOtp')}
            </Button>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm" data-testid="otp-sent">
                {sent.message}
              </Text>
              <Alert
                color={expired ? 'red' : 'blue'}
                variant="light"
                icon={<IconClock size={18} />}
                data-testid="otp-countdown"
                data-seconds={secondsLeft ?? undefined}
                aria-live={expired ? 'assertive' : 'off'}
              >
                {expired ? t('devices.otpExpired') : t('devices.otpExpiresIn', { count: secondsLeft ?? 0 })}
              </Alert>
              <TextInput
                label={t('devices.otp')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={DEVICE_OTP_LENGTH}
                withAsterisk
                name="otp"
                disabled={expired}
                {...form.getInputProps('otp')}
              />
              <TextInput label={t('devices.name')} withAsterisk name="name" {...form.getInputProps('name')} />
              <FormError>{failure}</FormError>
              <Group justify="space-between">
                <Anchor component="button" type="button" size="sm" onClick={sendOtp} data-testid="resend-otp">
                  {t('devices.resendOtp')}
                </Anchor>
                <Button type="submit" loading={registration.isLoading} disabled={expired} data-testid="register-device">
                  {t('devices.register')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {!sent && <FormError>{failure}</FormError>}
      </Stack>
    </Modal>
  );
}
