import { IconBuildingPlus, IconEye } from '@tabler/icons-react';
import { CHANNEL, MALAYSIA_STATES, PERMISSIONS, screenPath, SCREEN_PATHS, STAR_RATING, type Hotel } from '@bo/shared';
import { ResourceList, useListKit, activeColumn, activeFilter } from '../../../ui/resource';
import { hotelsApi, useDeleteHotelMutation } from '../hotels.api';

const profile = (hotel: Hotel) => screenPath('hotelProfile', hotel.hotelID);

/**
 * /Hotel/Hotels/hotelList (hotels.view): search in code, name and city; filters city, state, star
 * rating, channel and active (in the URL); open the profile; delete (hotels.delete), asked first:
 * a hotel with upcoming bookings is refused and the server's reason shown.
 */
export function HotelListPage() {
  const list = useListKit<Hotel>('hotels', 'hotels');
  const { t, language, column, filter } = list;
  const [deleteHotel] = useDeleteHotelMutation();
  const action = list.actions((hotel) => ({ name: hotel.name, code: hotel.code }));
  return (
    <ResourceList
      words={list}
      endpoint={hotelsApi.endpoints.hotelList}
      columns={[
        column.text('code', t('hotel.code'), { sort: true }),
        column.link('name', t('hotel.name'), profile, { sort: true, testId: 'hotel-link' }),
        column.text('city', t('hotel.city'), { sort: true }),
        column.text('state', t('hotel.state'), { sort: true }),
        column.enumeration('starRating', t('hotel.starRating'), STAR_RATING, language, { sort: true }),
        column.enumeration('channel', t('hotel.channel'), CHANNEL, language),
        column.text('roomTypeCount', t('hotels.roomTypeCount'), { sort: true, align: 'right' }),
        activeColumn(list),
      ]}
      filters={[
        filter.text('search', t('hotels.search'), { placeholder: t('hotels.searchHint') }),
        filter.text('city', t('hotel.city')),
        filter.select(
          'state',
          t('hotel.state'),
          MALAYSIA_STATES.map((state) => ({ value: state, label: state })),
        ),
        filter.enumeration('starRating', t('hotel.starRating'), STAR_RATING, language),
        filter.enumeration('channel', t('hotel.channel'), CHANNEL, language),
        activeFilter(t),
      ]}
      defaultSort={{ key: 'name', order: 'asc' }}
      rowActions={[
        action.link('open', IconEye, profile),
        action.remove((hotel) => deleteHotel(hotel.hotelID), { permission: PERMISSIONS.hotelsDelete }),
      ]}
      create={action.create(IconBuildingPlus, SCREEN_PATHS.createHotel, {
        permission: PERMISSIONS.hotelsCreate,
        testId: 'create-hotel',
      })}
      rowKey={(hotel) => hotel.hotelID}
      rowLabel={(hotel) => `${hotel.name} (${hotel.code})`}
      exportName="hotels"
      testId="hotel-table"
    />
  );
}
