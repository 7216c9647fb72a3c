import { Anchor, Group, Rating, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBed, IconCalendar, IconId, IconPhoto, IconSwimming, IconTags } from '@tabler/icons-react';
import { PERMISSIONS, SCREEN_PATHS, type Hotel } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCan } from '../../../app/hooks';
import { LoadError } from '../../../ui/LoadError';
import { PageLoader } from '../../../ui/PageLoader';
import { StatusChip } from '../../../ui/StatusChip';
import { HotelForm } from '../../hotels/components/HotelForm';
import { useHotelQuery } from '../../hotels/hotels.api';
import { CalendarTab } from './CalendarTab';
import { FacilitiesTab } from './FacilitiesTab';
import { PhotosTab } from './PhotosTab';
import { RatePlansTab } from './RatePlansTab';
import { RoomsTab } from './RoomsTab';

const TABS = ['details', 'rooms', 'facilities', 'ratePlans', 'photos', 'calendar'] as const;
type Tab = (typeof TABS)[number];
const TAB_ICONS: Record<Tab, typeof IconId> = {
  details: IconId,
  rooms: IconBed,
  facilities: IconSwimming,
  ratePlans: IconTags,
  photos: IconPhoto,
  calendar: IconCalendar,
};

/**
 * /Hotel/Hotels/hotel-profile/:ID (hotels.view): one hotel in tabs, the tab kept in the address
 * (`?tab=calendar`). Details edits the hotel (hotels.edit, else read-only); rooms lists its room
 * types; facilities, rate plans and photos are edited in place by those allowed; the calendar
 * shows and bulk-edits a room type's days, its rates' seasons, and checks availability.
 */
export function HotelProfilePage() {
  const { t } = useTranslation('hotel-profile');
  const { ID: hotelID = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data: hotel, error, isLoading, refetch } = useHotelQuery(hotelID);

  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'details';

  if (isLoading) return <PageLoader />;
  if (!hotel) return <LoadError error={error} onRetry={refetch} />;

  return (
    <Stack gap="md" maw={1400}>
      <Anchor component={Link} to={SCREEN_PATHS.hotels} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('backToList')}
        </Group>
      </Anchor>
      <HotelHeader hotel={hotel} />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'details' || !value ? {} : { tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((key) => {
            const Icon = TAB_ICONS[key];
            return (
              <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} />} data-testid={`profile-tab-${key}`}>
                {t(`tabs.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="details" pt="lg">
          <DetailsTab hotel={hotel} />
        </Tabs.Panel>
        <Tabs.Panel value="rooms" pt="lg">
          <RoomsTab hotel={hotel} />
        </Tabs.Panel>
        <Tabs.Panel value="facilities" pt="lg">
          <FacilitiesTab hotel={hotel} />
        </Tabs.Panel>
        <Tabs.Panel value="ratePlans" pt="lg">
          <RatePlansTab hotel={hotel} />
        </Tabs.Panel>
        <Tabs.Panel value="photos" pt="lg">
          <PhotosTab hotel={hotel} />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="lg">
          <CalendarTab hotel={hotel} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function HotelHeader({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation('hotel-profile');
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <div>
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2" data-testid="page-title">
            {hotel.name}
          </Title>
          <StatusChip label={hotel.active ? t('active') : t('inactive')} tone={hotel.active ? 'success' : 'error'} />
        </Group>
        <Group gap="xs" wrap="wrap">
          <span role="img" aria-label={t('stars', { count: hotel.starRating })}>
            <Rating value={hotel.starRating} readOnly size="sm" />
          </span>
          <Text c="dimmed" size="sm">
            {t('subtitle', { code: hotel.code, city: hotel.city, currency: hotel.currencyCode })}
          </Text>
        </Group>
      </div>
    </Group>
  );
}

function DetailsTab({ hotel }: { hotel: Hotel }) {
  const can = useCan();
  return <HotelForm hotel={hotel} readOnly={!can(PERMISSIONS.hotelsEdit)} />;
}
