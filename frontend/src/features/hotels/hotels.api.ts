import {
  bedCombinationPageSchema,
  bedCombinationResultSchema,
  bedTypeDeletedSchema,
  bedTypeListSchema,
  bedTypePageSchema,
  bedTypeResultSchema,
  facilityDeletedSchema,
  facilityListSchema,
  facilityPageSchema,
  facilityResultSchema,
  hotelDeletedSchema,
  hotelFacilityDeletedSchema,
  hotelFacilityListSchema,
  hotelFacilityResultSchema,
  hotelPageSchema,
  hotelProbeSchema,
  hotelResultSchema,
  hotelSchema,
  ratePlanDeletedSchema,
  roomDeletedSchema,
  roomListSchema,
  roomRateDeletedSchema,
  roomRatePageSchema,
  roomRateResultSchema,
  roomRateSchema,
  roomResultSchema,
  roomSchema,
  type AddBedCombinationBody,
  type AddBedTypeBody,
  type AddFacilityBody,
  type BedCombination,
  type CreateHotelBody,
  type CreateHotelFacilityBody,
  type CreateRoomBody,
  type CreateRoomRateBody,
  type DeleteRatePlanBody,
  type DuplicateRoomRateBody,
  type EditFacilityBody,
  type EditHotelFacilityBody,
  type EditRoomRateConditionBody,
  type EditRoomRateInfoBody,
  type EditRoomRatePricingBody,
  type FacilityListQuery,
  type UpdateBedCombinationBody,
  type UpdateHotelBody,
  type UpdateRoomBody,
} from '@bo/shared';
import { api } from '../../lib/api';
import { byId, endpointsOf } from '../../lib/endpoints';
import type { ListQuery } from '../../ui/resource';
import { hotelCalls, post } from './hotel-calls';
import { listBody } from './list-body';

/**
 * Every call of `/bo/RWTDIYHotel` (the hotels context, docs/hotel-inventory.md): hotels and their
 * facilities, the facility catalogue, bed types and combinations, room types and their rates.
 * Paged lists take the screens' URL query (ResourceList) and send it as the strict body the API
 * validates (`listBody`: 'true'/'false' as booleans, numbers as numbers, 'all' and blanks left out).
 * Tags: a write invalidates what it changes and the counts other records show of it (a room type
 * changes its hotel's roomTypeCount, its bed combinations' and amenities' roomCount).
 */
export const hotelsApi = api
  .enhanceEndpoints({ addTagTypes: ['Hotel', 'HotelFacility', 'Facility', 'BedType', 'BedCombination', 'Room', 'RoomRate'] })
  .injectEndpoints({
    endpoints: (build) => {
      const { read, write } = endpointsOf(build);
      const { get, getBy, sendBy } = hotelCalls;
      return {
        // Hotels --------------------------------------------------------------------------------
        hotelList: read(
          (query: ListQuery) => post('getHotelList')(listBody(query, { flags: ['active'], numbers: ['starRating'] })),
          hotelPageSchema,
          ['Hotel'],
        ),
        hotel: read(getBy('getHotel', 'hotelID'), hotelSchema, byId('Hotel')),
        createHotel: write(post<CreateHotelBody>('createHotel'), hotelResultSchema, ['Hotel']),
        // Room types and rates show the hotel's name.
        updateHotel: write(post<UpdateHotelBody>('updateHotel'), hotelResultSchema, ['Hotel', 'Room', 'RoomRate']),
        deleteHotel: write(sendBy('deleteHotel', 'hotelID'), hotelDeletedSchema, [
          'Hotel',
          'Room',
          'RoomRate',
          'HotelFacility',
          'Facility',
          'BedCombination',
        ]),

        // A hotel's facilities --------------------------------------------------------------------
        hotelFacilities: read(sendBy('getHotelFacility', 'hotelID'), hotelFacilityListSchema, byId('HotelFacility')),
        createHotelFacility: write(post<CreateHotelFacilityBody>('createHotelFacilty'), hotelFacilityResultSchema, [
          'HotelFacility',
          'Hotel',
          'Facility',
        ]),
        editHotelFacility: write(post<EditHotelFacilityBody>('editHotelFacility'), hotelFacilityResultSchema, ['HotelFacility']),
        deleteHotelFacility: write(sendBy('deleteHotelFacilty', 'hotelFacilityID'), hotelFacilityDeletedSchema, [
          'HotelFacility',
          'Hotel',
          'Facility',
        ]),

        // Facility catalogue ------------------------------------------------------------------------
        /** The whole catalogue (pickers): one scope, active entries only when asked. */
        facilities: read(get<Partial<FacilityListQuery>>('getFacilityList'), facilityListSchema, ['Facility']),
        facilitySearch: read(
          (query: ListQuery) => post('getFacilityListBySearch')(listBody(query, { flags: ['active'] })),
          facilityPageSchema,
          ['Facility'],
        ),
        addFacility: write(post<AddFacilityBody>('addFacility'), facilityResultSchema, ['Facility']),
        editFacility: write(post<EditFacilityBody>('editFacility'), facilityResultSchema, ['Facility', 'HotelFacility', 'Room']),
        deleteFacility: write(sendBy('deleteFacility', 'facilityID'), facilityDeletedSchema, ['Facility']),

        // Bed types and combinations ------------------------------------------------------------------
        bedTypes: read(get('getBedTypeList'), bedTypeListSchema, ['BedType']),
        bedTypeSearch: read((query: ListQuery) => post('getBedTypeListBySearch')(listBody(query)), bedTypePageSchema, [
          'BedType',
        ]),
        addBedType: write(post<AddBedTypeBody>('addBedType'), bedTypeResultSchema, ['BedType']),
        deleteBedType: write(sendBy('deleteBedType', 'bedTypeID'), bedTypeDeletedSchema, ['BedType']),
        bedCombinationList: read(
          (query: ListQuery) => post('getBedCombinationList')(listBody(query, { flags: ['active'] })),
          bedCombinationPageSchema,
          ['BedCombination'],
        ),
        /**
         * One bed combination (the edit screen). The API has no get-one call: the list is walked at its
         * largest page size until the combination shows (a catalogue of dozens: one or two pages).
         */
        bedCombination: build.query<BedCombination, string>({
          async queryFn(bedCombinationID, _api, _extra, baseQuery) {
            for (let curPageIndex = 1; ; curPageIndex += 1) {
              const answer = await baseQuery(post('getBedCombinationList')({ pageSize: 50, curPageIndex, sortKey: 'nameEn' }));
              if (answer.error) return { error: answer.error };
              const page = bedCombinationPageSchema.parse(answer.data);
              const found = page.items.find((item) => item.bedCombinationID === bedCombinationID);
              if (found) return { data: found };
              if (page.items.length < 50 || curPageIndex * 50 >= page.total)
                return { error: { status: 404, data: { code: 'BED_COMBINATION_NOT_FOUND', message: '' } } };
            }
          },
          providesTags: (_result, _error, id) => ['BedCombination', { type: 'BedCombination', id }],
        }),
        addBedCombination: write(post<AddBedCombinationBody>('addBedCombinationList'), bedCombinationResultSchema, [
          'BedCombination',
          'BedType',
        ]),
        updateBedCombination: write(post<UpdateBedCombinationBody>('updateBedCombinationList'), bedCombinationResultSchema, [
          'BedCombination',
          'BedType',
          'Room',
        ]),

        // Room types --------------------------------------------------------------------------------
        /** A hotel's live room types, by name (not paged). */
        roomList: read(getBy('getRoomList', 'hotelID'), roomListSchema, ['Room']),
        room: read(getBy('getRoomInfo', 'roomInfoID'), roomSchema, byId('Room')),
        createRoom: write(post<CreateRoomBody>('createRoom'), roomResultSchema, ['Room', 'Hotel', 'Facility', 'BedCombination']),
        updateRoom: write(post<UpdateRoomBody>('updateRoomInfo'), roomResultSchema, [
          'Room',
          'RoomRate',
          'Facility',
          'BedCombination',
        ]),
        deleteRoom: write(sendBy('deleteRoom', 'roomInfoID'), roomDeletedSchema, [
          'Room',
          'RoomRate',
          'Hotel',
          'Facility',
          'BedCombination',
        ]),

        // Room rates ("room rate inclusions") --------------------------------------------------------
        roomRateList: read(
          (query: ListQuery) => post('getRoomRateInclusionList')(listBody(query, { flags: ['active'] })),
          roomRatePageSchema,
          ['RoomRate'],
        ),
        roomRate: read(getBy('getRoomRateInclusion', 'roomRateInclusionID'), roomRateSchema, byId('RoomRate')),
        createRoomRate: write(post<CreateRoomRateBody>('createRoomRateInclusion'), roomRateResultSchema, ['RoomRate', 'Room']),
        duplicateRoomRate: write(post<DuplicateRoomRateBody>('duplicateRoomRateInclusion'), roomRateResultSchema, [
          'RoomRate',
          'Room',
        ]),
        editRoomRateInfo: write(post<EditRoomRateInfoBody>('editRoomInclusionInfo'), roomRateResultSchema, ['RoomRate']),
        editRoomRateCondition: write(post<EditRoomRateConditionBody>('editRoomRateCondition'), roomRateResultSchema, [
          'RoomRate',
        ]),
        editRoomRatePricing: write(post<EditRoomRatePricingBody>('editRoomRatePricing'), roomRateResultSchema, ['RoomRate']),
        deleteRoomRate: write(sendBy('deleteRoomRateInclusion', 'roomRateInclusionID'), roomRateDeletedSchema, [
          'RoomRate',
          'Room',
        ]),
        deleteRatePlan: write(post<DeleteRatePlanBody>('deleteRoomRatePlan'), ratePlanDeletedSchema, ['RoomRate', 'Room']),

        /** `GET test`: the public probe. */
        hotelProbe: read(get('test'), hotelProbeSchema),
      };
    },
  });

export const {
  useHotelListQuery,
  useHotelQuery,
  useCreateHotelMutation,
  useUpdateHotelMutation,
  useDeleteHotelMutation,
  useHotelFacilitiesQuery,
  useCreateHotelFacilityMutation,
  useEditHotelFacilityMutation,
  useDeleteHotelFacilityMutation,
  useFacilitiesQuery,
  useAddFacilityMutation,
  useEditFacilityMutation,
  useDeleteFacilityMutation,
  useBedTypesQuery,
  useAddBedTypeMutation,
  useDeleteBedTypeMutation,
  useBedCombinationListQuery,
  useBedCombinationQuery,
  useAddBedCombinationMutation,
  useUpdateBedCombinationMutation,
  useRoomListQuery,
  useRoomQuery,
  useCreateRoomMutation,
  useUpdateRoomMutation,
  useDeleteRoomMutation,
  useRoomRateListQuery,
  useRoomRateQuery,
  useCreateRoomRateMutation,
  useDuplicateRoomRateMutation,
  useEditRoomRateInfoMutation,
  useEditRoomRateConditionMutation,
  useEditRoomRatePricingMutation,
  useDeleteRoomRateMutation,
  useDeleteRatePlanMutation,
} = hotelsApi;
