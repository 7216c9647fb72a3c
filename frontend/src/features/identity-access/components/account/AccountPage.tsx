import { Alert, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDevices, IconShieldLock, IconUser } from '@tabler/icons-react';
import { formatMessage } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../../lib/api';
import { PageLoader } from '../../../../ui/PageLoader';
import { useGetProfileQuery } from '../../account.api';
import { useLanguage } from '../../../../ui/useLanguage';
import { DevicesPanel } from './DevicesPanel';
import { ProfilePanel } from './ProfilePanel';
import { SecurityPanel } from './SecurityPanel';

const TABS = ['profile', 'security', 'devices'] as const;
type Tab = (typeof TABS)[number];

/**
 * /profile (?tab=security, ?tab=devices): the signed-in user's own account, reached from the user
 * menu. The tab is in the address so the menu entries and the return after signing in land on it.
 */
export function AccountPage() {
  const { t } = useTranslation('identity-access');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'profile';
  const profile = useGetProfileQuery();

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2" data-testid="account-title">
            {t('account.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.subtitle')}
          </Text>
        </div>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === 'profile' ? {} : { tab: value ?? 'profile' }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="profile" leftSection={<IconUser size={16} />}>
              {t('account.profileTab')}
            </Tabs.Tab>
            <Tabs.Tab value="security" leftSection={<IconShieldLock size={16} />}>
              {t('account.securityTab')}
            </Tabs.Tab>
            <Tabs.Tab value="devices" leftSection={<IconDevices size={16} />}>
              {t('account.devicesTab')}
            </Tabs.Tab>
          </Tabs.List>
          {(['profile', 'security'] as const).map((panel) => (
            <Tabs.Panel key={panel} value={panel} pt="lg">
              {profile.isLoading ? (
                <PageLoader />
              ) : profile.isError || !profile.data ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {errorMessage(profile.error, formatMessage('REQUEST_PROCESSING_ERROR', language))}
                </Alert>
              ) : panel === 'profile' ? (
                <ProfilePanel profile={profile.data} />
              ) : (
                <SecurityPanel profile={profile.data} />
              )}
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="devices" pt="lg">
            <DevicesPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
