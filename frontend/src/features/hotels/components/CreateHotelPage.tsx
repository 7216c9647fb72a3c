import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader';
import { HotelForm } from './HotelForm';

/** /Hotel/Hotels/create-hotel (hotels.create): a new hotel; once saved its profile opens, where it is edited. */
export function CreateHotelPage() {
  const { t } = useTranslation('hotels');
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('hotel.createTitle')} description={t('hotel.createSubtitle')} />
      <HotelForm />
    </Stack>
  );
}
