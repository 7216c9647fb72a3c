import { IconEdit, IconPlus } from '@tabler/icons-react';
import { FACILITY_CATEGORY, FACILITY_SCOPE, PERMISSIONS, type Facility } from '@bo/shared';
import { ResourceList, useListKit, activeColumn, activeFilter } from '../../../ui/resource';
import { hotelsApi, useDeleteFacilityMutation } from '../hotels.api';
import { nameColumn, nameIn } from './hotel-words';
import { useAmenityForm } from './useAmenityForm';

/**
 * /Hotel/Amenities/amenitiesList (hotel-amenities.view): the facility catalogue, hotel facilities
 * (scope HOTEL) and room amenities (ROOM) by category. Add and edit in a dialog; delete asked
 * first, refused by the server while a hotel or room type lists the entry.
 */
export function AmenityListPage() {
  const list = useListKit<Facility>('hotels', 'amenities');
  const { t, language, column, filter } = list;
  const [deleteFacility] = useDeleteFacilityMutation();
  const [openForm, formDialog] = useAmenityForm();
  const action = list.actions((facility) => ({ name: nameIn(language, facility) }));
  return (
    <ResourceList
      words={list}
      endpoint={hotelsApi.endpoints.facilitySearch}
      columns={[
        column.text('code', t('fields.code'), { sort: true }),
        nameColumn(list),
        column.enumeration('scope', t('amenities.scope'), FACILITY_SCOPE, language, { sort: true }),
        column.enumeration('category', t('amenities.category'), FACILITY_CATEGORY, language, { sort: true }),
        column.text('hotelCount', t('amenities.hotelCount'), { align: 'right' }),
        column.text('roomCount', t('amenities.roomCount'), { align: 'right' }),
        activeColumn(list),
      ]}
      filters={[
        filter.text('search', t('fields.search')),
        filter.enumeration('scope', t('amenities.scope'), FACILITY_SCOPE, language),
        filter.enumeration('category', t('amenities.category'), FACILITY_CATEGORY, language),
        activeFilter(t),
      ]}
      defaultSort={{ key: 'sortOrder', order: 'asc' }}
      rowActions={[
        action.run('edit', IconEdit, (facility) => openForm(facility), { permission: PERMISSIONS.hotelAmenitiesEdit }),
        action.remove((facility) => deleteFacility(facility.facilityID), { permission: PERMISSIONS.hotelAmenitiesDelete }),
      ]}
      create={action.create(IconPlus, openForm, { permission: PERMISSIONS.hotelAmenitiesCreate, testId: 'create-amenity' })}
      rowKey={(facility) => facility.facilityID}
      rowLabel={(facility) => nameIn(language, facility)}
      exportName="amenities"
      testId="amenity-table"
      dialogs={formDialog}
    />
  );
}
