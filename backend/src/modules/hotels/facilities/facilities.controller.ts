import {
  PERMISSIONS,
  addFacilitySchema,
  editFacilitySchema,
  facilityDeletedSchema,
  facilityIdSchema,
  facilityListQuerySchema,
  facilityListSchema,
  facilityPageSchema,
  facilityResultSchema,
  facilitySearchSchema,
} from '@bo/shared';
import { resourceController } from '../../../core/crud/resource-controller';
import { FacilitiesService } from './facilities.service';

/**
 * The facility catalogue of `/bo/RWTDIYHotel` (screen /Hotel/Amenities/amenitiesList,
 * `hotel-amenities.*`). The whole list (`getFacilityList`) is also read by whoever sees hotels or
 * room types, whose forms pick from it.
 */
export class FacilitiesController extends resourceController({
  name: 'FacilitiesController',
  path: 'bo/RWTDIYHotel',
  tags: ['hotels'],
  service: FacilitiesService,
  create: {
    path: 'addFacility',
    permission: PERMISSIONS.hotelAmenitiesCreate,
    summary: 'Add a hotel facility or room amenity to the catalogue (code unique)',
    body: addFacilitySchema,
    response: facilityResultSchema,
    success: 'FACILITY_CREATED',
    as: 'facility',
  },
  update: {
    path: 'editFacility',
    permission: PERMISSIONS.hotelAmenitiesEdit,
    summary: 'Change a catalogue entry (code and scope stay; sortOrder and active absent keep theirs)',
    body: editFacilitySchema,
    response: facilityResultSchema,
    success: 'FACILITY_UPDATED',
    as: 'facility',
  },
  delete: {
    path: 'deleteFacility',
    permission: PERMISSIONS.hotelAmenitiesDelete,
    summary: 'Delete a catalogue entry no hotel or room type uses (FACILITY_IN_USE otherwise)',
    body: facilityIdSchema,
    response: facilityDeletedSchema,
    success: 'FACILITY_DELETED',
    id: 'facilityID',
  },
  list: {
    method: 'GET',
    path: 'getFacilityList',
    permission: [PERMISSIONS.hotelAmenitiesView, PERMISSIONS.hotelsView, PERMISSIONS.hotelRoomsView],
    summary: 'The whole catalogue in catalogue order (for pickers); optionally one scope, active entries only',
    query: facilityListQuerySchema,
    response: facilityListSchema,
  },
  page: {
    method: 'POST',
    path: 'getFacilityListBySearch',
    permission: PERMISSIONS.hotelAmenitiesView,
    summary: 'The catalogue, paged and sorted; search in code and names; filters by scope, category, active',
    body: facilitySearchSchema,
    response: facilityPageSchema,
  },
}) {}
