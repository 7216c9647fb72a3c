import {
  PERMISSIONS,
  addBedCombinationSchema,
  addBedTypeSchema,
  bedCombinationPageSchema,
  bedCombinationResultSchema,
  bedCombinationSearchSchema,
  bedTypeDeletedSchema,
  bedTypeIdSchema,
  bedTypeListQuerySchema,
  bedTypeListSchema,
  bedTypePageSchema,
  bedTypeResultSchema,
  bedTypeSearchSchema,
  updateBedCombinationSchema,
} from '@bo/shared';
import { resourceController } from '../../../core/crud/resource-controller';
import { BedTypesService } from './bed-types.service';
import { BedsService } from './beds.service';

const path = 'bo/RWTDIYHotel';
const tags = ['hotels'];

/** Bed types (`hotel-bed-types.*`, screen /Hotel/BedType/bedTypeList) of `/bo/RWTDIYHotel`. The combination form reads them. */
export class BedTypesController extends resourceController({
  name: 'BedTypesController',
  path,
  tags,
  service: BedTypesService,
  create: {
    path: 'addBedType',
    permission: PERMISSIONS.hotelBedTypesCreate,
    summary: 'Add a bed type (code unique)',
    body: addBedTypeSchema,
    response: bedTypeResultSchema,
    success: 'BED_TYPE_CREATED',
    as: 'bedType',
  },
  delete: {
    path: 'deleteBedType',
    permission: PERMISSIONS.hotelBedTypesDelete,
    summary: 'Delete a bed type no bed combination uses (BED_TYPE_IN_USE otherwise)',
    body: bedTypeIdSchema,
    response: bedTypeDeletedSchema,
    success: 'BED_TYPE_DELETED',
    id: 'bedTypeID',
  },
  list: {
    method: 'GET',
    path: 'getBedTypeList',
    permission: [PERMISSIONS.hotelBedTypesView, PERMISSIONS.hotelBedsView],
    summary: 'Every bed type by name',
    query: bedTypeListQuerySchema,
    response: bedTypeListSchema,
  },
  page: {
    method: 'POST',
    path: 'getBedTypeListBySearch',
    permission: PERMISSIONS.hotelBedTypesView,
    summary: 'Bed types, paged and sorted; search in code and names',
    body: bedTypeSearchSchema,
    response: bedTypePageSchema,
  },
}) {}

/** Bed combinations (`hotel-beds.*`, screens /Hotel/Bed/...) of `/bo/RWTDIYHotel`. The room type form reads them. */
export class BedsController extends resourceController({
  name: 'BedsController',
  path,
  tags,
  service: BedsService,
  create: {
    path: 'addBedCombinationList',
    permission: PERMISSIONS.hotelBedsCreate,
    summary: 'Add a bed combination (its beds: bed types and quantities)',
    body: addBedCombinationSchema,
    response: bedCombinationResultSchema,
    success: 'BED_COMBINATION_CREATED',
    as: 'bedCombination',
  },
  update: {
    path: 'updateBedCombinationList',
    permission: PERMISSIONS.hotelBedsEdit,
    summary: 'Change a bed combination (names and beds replaced; `active` absent keeps its state)',
    body: updateBedCombinationSchema,
    response: bedCombinationResultSchema,
    success: 'BED_COMBINATION_UPDATED',
    as: 'bedCombination',
  },
  page: {
    method: 'POST',
    path: 'getBedCombinationList',
    permission: [PERMISSIONS.hotelBedsView, PERMISSIONS.hotelRoomsView],
    summary: 'Bed combinations with their beds, paged and sorted; search in the names; filter by active',
    body: bedCombinationSearchSchema,
    response: bedCombinationPageSchema,
  },
}) {}
