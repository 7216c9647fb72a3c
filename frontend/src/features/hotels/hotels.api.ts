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
  type BedType,
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
  type Facility,
  type FacilityListQuery,
  type Hotel,
  type HotelFacility,
  type HotelProbe,
  type Room,
  type RoomRate,
  type UpdateBedCombinationBody,
  type UpdateHotelBody,
  type UpdateRoomBody,
} from '@bo/shared';
import { api, parse, type Result } from '../../lib/api';
import type { ListQuery, Page } from '../../ui/resource';
import { HOTEL_CALLS, post } from './hotel-calls';
import { listBody } from './list-body';

const BASE = HOTEL_CALLS;

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
    endpoints: (build) => ({
      // Hotels --------------------------------------------------------------------------------
      hotelList: build.query<Page<Hotel>, ListQuery>({
        query: (query) => post('getHotelList')(listBody(query, { flags: ['active'], numbers: ['starRating'] })),
        transformResponse: parse(hotelPageSchema),
        providesTags: ['Hotel'],
      }),
      hotel: build.query<Hotel, string>({
        query: (hotelID) => ({ url: `${BASE}/getHotel`, params: { hotelID } }),
        transformResponse: parse(hotelSchema),
        providesTags: (_result, _error, hotelID) => [{ type: 'Hotel', id: hotelID }],
      }),
      createHotel: build.mutation<Result<typeof hotelResultSchema>, CreateHotelBody>({
        query: post('createHotel'),
        transformResponse: parse(hotelResultSchema),
        invalidatesTags: ['Hotel'],
      }),
      updateHotel: build.mutation<Result<typeof hotelResultSchema>, UpdateHotelBody>({
        query: post('updateHotel'),
        transformResponse: parse(hotelResultSchema),
        // Room types and rates show the hotel's name.
        invalidatesTags: ['Hotel', 'Room', 'RoomRate'],
      }),
      deleteHotel: build.mutation<Result<typeof hotelDeletedSchema>, string>({
        query: (hotelID) => post('deleteHotel')({ hotelID }),
        transformResponse: parse(hotelDeletedSchema),
        invalidatesTags: ['Hotel', 'Room', 'RoomRate', 'HotelFacility', 'Facility', 'BedCombination'],
      }),

      // A hotel's facilities --------------------------------------------------------------------
      hotelFacilities: build.query<HotelFacility[], string>({
        query: (hotelID) => post('getHotelFacility')({ hotelID }),
        transformResponse: parse(hotelFacilityListSchema),
        providesTags: (_result, _error, hotelID) => [{ type: 'HotelFacility', id: hotelID }],
      }),
      createHotelFacility: build.mutation<Result<typeof hotelFacilityResultSchema>, CreateHotelFacilityBody>({
        query: post('createHotelFacilty'),
        transformResponse: parse(hotelFacilityResultSchema),
        invalidatesTags: ['HotelFacility', 'Hotel', 'Facility'],
      }),
      editHotelFacility: build.mutation<Result<typeof hotelFacilityResultSchema>, EditHotelFacilityBody>({
        query: post('editHotelFacility'),
        transformResponse: parse(hotelFacilityResultSchema),
        invalidatesTags: ['HotelFacility'],
      }),
      deleteHotelFacility: build.mutation<Result<typeof hotelFacilityDeletedSchema>, string>({
        query: (hotelFacilityID) => post('deleteHotelFacilty')({ hotelFacilityID }),
        transformResponse: parse(hotelFacilityDeletedSchema),
        invalidatesTags: ['HotelFacility', 'Hotel', 'Facility'],
      }),

      // Facility catalogue ------------------------------------------------------------------------
      /** The whole catalogue (pickers): one scope, active entries only when asked. */
      facilities: build.query<Facility[], Partial<FacilityListQuery>>({
        query: (params) => ({ url: `${BASE}/getFacilityList`, params }),
        transformResponse: parse(facilityListSchema),
        providesTags: ['Facility'],
      }),
      facilitySearch: build.query<Page<Facility>, ListQuery>({
        query: (query) => post('getFacilityListBySearch')(listBody(query, { flags: ['active'] })),
        transformResponse: parse(facilityPageSchema),
        providesTags: ['Facility'],
      }),
      addFacility: build.mutation<Result<typeof facilityResultSchema>, AddFacilityBody>({
        query: post('addFacility'),
        transformResponse: parse(facilityResultSchema),
        invalidatesTags: ['Facility'],
      }),
      editFacility: build.mutation<Result<typeof facilityResultSchema>, EditFacilityBody>({
        query: post('editFacility'),
        transformResponse: parse(facilityResultSchema),
        invalidatesTags: ['Facility', 'HotelFacility', 'Room'],
      }),
      deleteFacility: build.mutation<Result<typeof facilityDeletedSchema>, string>({
        query: (facilityID) => post('deleteFacility')({ facilityID }),
        transformResponse: parse(facilityDeletedSchema),
        invalidatesTags: ['Facility'],
      }),

      // Bed types and combinations ------------------------------------------------------------------
      bedTypes: build.query<BedType[], void>({
        query: () => `${BASE}/getBedTypeList`,
        transformResponse: parse(bedTypeListSchema),
        providesTags: ['BedType'],
      }),
      bedTypeSearch: build.query<Page<BedType>, ListQuery>({
        query: (query) => post('getBedTypeListBySearch')(listBody(query)),
        transformResponse: parse(bedTypePageSchema),
        providesTags: ['BedType'],
      }),
      addBedType: build.mutation<Result<typeof bedTypeResultSchema>, AddBedTypeBody>({
        query: post('addBedType'),
        transformResponse: parse(bedTypeResultSchema),
        invalidatesTags: ['BedType'],
      }),
      deleteBedType: build.mutation<Result<typeof bedTypeDeletedSchema>, string>({
        query: (bedTypeID) => post('deleteBedType')({ bedTypeID }),
        transformResponse: parse(bedTypeDeletedSchema),
        invalidatesTags: ['BedType'],
      }),
      bedCombinationList: build.query<Page<BedCombination>, ListQuery>({
        query: (query) => post('getBedCombinationList')(listBody(query, { flags: ['active'] })),
        transformResponse: parse(bedCombinationPageSchema),
        providesTags: ['BedCombination'],
      }),
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
      addBedCombination: build.mutation<Result<typeof bedCombinationResultSchema>, AddBedCombinationBody>({
        query: post('addBedCombinationList'),
        transformResponse: parse(bedCombinationResultSchema),
        invalidatesTags: ['BedCombination', 'BedType'],
      }),
      updateBedCombination: build.mutation<Result<typeof bedCombinationResultSchema>, UpdateBedCombinationBody>({
        query: post('updateBedCombinationList'),
        transformResponse: parse(bedCombinationResultSchema),
        invalidatesTags: ['BedCombination', 'BedType', 'Room'],
      }),

      // Room types --------------------------------------------------------------------------------
      /** A hotel's live room types, by name (not paged). */
      roomList: build.query<Room[], string>({
        query: (hotelID) => ({ url: `${BASE}/getRoomList`, params: { hotelID } }),
        transformResponse: parse(roomListSchema),
        providesTags: ['Room'],
      }),
      room: build.query<Room, string>({
        query: (roomInfoID) => ({ url: `${BASE}/getRoomInfo`, params: { roomInfoID } }),
        transformResponse: parse(roomSchema),
        providesTags: (_result, _error, id) => [{ type: 'Room', id }],
      }),
      createRoom: build.mutation<Result<typeof roomResultSchema>, CreateRoomBody>({
        query: post('createRoom'),
        transformResponse: parse(roomResultSchema),
        invalidatesTags: ['Room', 'Hotel', 'Facility', 'BedCombination'],
      }),
      updateRoom: build.mutation<Result<typeof roomResultSchema>, UpdateRoomBody>({
        query: post('updateRoomInfo'),
        transformResponse: parse(roomResultSchema),
        invalidatesTags: ['Room', 'RoomRate', 'Facility', 'BedCombination'],
      }),
      deleteRoom: build.mutation<Result<typeof roomDeletedSchema>, string>({
        query: (roomInfoID) => post('deleteRoom')({ roomInfoID }),
        transformResponse: parse(roomDeletedSchema),
        invalidatesTags: ['Room', 'RoomRate', 'Hotel', 'Facility', 'BedCombination'],
      }),

      // Room rates ("room rate inclusions") --------------------------------------------------------
      roomRateList: build.query<Page<RoomRate>, ListQuery>({
        query: (query) => post('getRoomRateInclusionList')(listBody(query, { flags: ['active'] })),
        transformResponse: parse(roomRatePageSchema),
        providesTags: ['RoomRate'],
      }),
      roomRate: build.query<RoomRate, string>({
        query: (roomRateInclusionID) => ({ url: `${BASE}/getRoomRateInclusion`, params: { roomRateInclusionID } }),
        transformResponse: parse(roomRateSchema),
        providesTags: (_result, _error, id) => [{ type: 'RoomRate', id }],
      }),
      createRoomRate: build.mutation<Result<typeof roomRateResultSchema>, CreateRoomRateBody>({
        query: post('createRoomRateInclusion'),
        transformResponse: parse(roomRateResultSchema),
        invalidatesTags: ['RoomRate', 'Room'],
      }),
      duplicateRoomRate: build.mutation<Result<typeof roomRateResultSchema>, DuplicateRoomRateBody>({
        query: post('duplicateRoomRateInclusion'),
        transformResponse: parse(roomRateResultSchema),
        invalidatesTags: ['RoomRate', 'Room'],
      }),
      editRoomRateInfo: build.mutation<Result<typeof roomRateResultSchema>, EditRoomRateInfoBody>({
        query: post('editRoomInclusionInfo'),
        transformResponse: parse(roomRateResultSchema),
        invalidatesTags: ['RoomRate'],
      }),
      editRoomRateCondition: build.mutation<Result<typeof roomRateResultSchema>, EditRoomRateConditionBody>({
        query: post('editRoomRateCondition'),
        transformResponse: parse(roomRateResultSchema),
        invalidatesTags: ['RoomRate'],
      }),
      editRoomRatePricing: build.mutation<Result<typeof roomRateResultSchema>, EditRoomRatePricingBody>({
        query: post('editRoomRatePricing'),
        transformResponse: parse(roomRateResultSchema),
        invalidatesTags: ['RoomRate'],
      }),
      deleteRoomRate: build.mutation<Result<typeof roomRateDeletedSchema>, string>({
        query: (roomRateInclusionID) => post('deleteRoomRateInclusion')({ roomRateInclusionID }),
        transformResponse: parse(roomRateDeletedSchema),
        invalidatesTags: ['RoomRate', 'Room'],
      }),
      deleteRatePlan: build.mutation<Result<typeof ratePlanDeletedSchema>, DeleteRatePlanBody>({
        query: post('deleteRoomRatePlan'),
        transformResponse: parse(ratePlanDeletedSchema),
        invalidatesTags: ['RoomRate', 'Room'],
      }),

      /** `GET test`: the public probe. */
      hotelProbe: build.query<HotelProbe, void>({
        query: () => `${BASE}/test`,
        transformResponse: parse(hotelProbeSchema),
      }),
    }),
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
