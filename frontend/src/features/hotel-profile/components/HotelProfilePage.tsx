import { Group, Rating, Stack, Text, Title } from '@mantine/core';
import { IconBed, IconCalendar, IconId, IconPhoto, IconSwimming, IconTags } from '@tabler/icons-react';
import { PERMISSIONS, SCREEN_PATHS, type Hotel } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../../app/hooks';
import { BackLink } from '../../../ui/BackLink';
import { LoadError } from '../../../ui/LoadError';
import { PageLoader } from '../../../ui/PageLoader';
import { ProfileTabs } from '../../../ui/ProfileTabs';
import { StatusChip } from '../../../ui/StatusChip';
import { HotelForm, useHotelQuery } from '../../hotels';
import { CalendarTab } from './CalendarTab';
import { FacilitiesTab } from './FacilitiesTab';
import { PhotosTab } from './PhotosTab';
import { RatePlansTab } from './RatePlansTab';
import { RoomsTab } from './RoomsTab';

/**
 * /Hotel/Hotels/hotel-profile/:ID (hotels.view): one hotel in tabs, the tab kept in the address
 * (`?tab=calendar`). Details edits the hotel (hotels.edit, else read-only); rooms lists its room
 * types; facilities, rate plans and photos are edited in place by those allowed; the calendar
 * shows and bulk-edits a room type's days, its rates' seasons, and checks availability.
 */
export function HotelProfilePage() {
  const { t } = useTranslation('hotel-profile');
  const { ID: hotelID = '' } = useParams();
  const { data: hotel, error, isLoading, refetch } = useHotelQuery(hotelID);

  if (isLoading) return <PageLoader />;
  if (!hotel) return <LoadError error={error} onRetry={refetch} />;

  return (
    <Stack gap="md" maw={1400}>
      <BackLink to={SCREEN_PATHS.hotels} label={t('backToList')} />
      <HotelHeader hotel={hotel} />
      <ProfileTabs
        tabs={[
          { key: 'details', icon: IconId, label: t('tabs.details'), panel: <DetailsTab hotel={hotel} /> },
          { key: 'rooms', icon: IconBed, label: t('tabs.rooms'), panel: <RoomsTab hotel={hotel} /> },
          { key: 'facilities', icon: IconSwimming, label: t('tabs.facilities'), panel: <FacilitiesTab hotel={hotel} /> },
          { key: 'ratePlans', icon: IconTags, label: t('tabs.ratePlans'), panel: <RatePlansTab hotel={hotel} /> },
          { key: 'photos', icon: IconPhoto, label: t('tabs.photos'), panel: <PhotosTab hotel={hotel} /> },
          { key: 'calendar', icon: IconCalendar, label: t('tabs.calendar'), panel: <CalendarTab hotel={hotel} /> },
        ]}
      />
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
