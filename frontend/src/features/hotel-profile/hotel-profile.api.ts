import {
  availabilitySchema,
  hotelPhotoListSchema,
  hotelPhotosResultSchema,
  rateSeasonDeletedSchema,
  rateSeasonListSchema,
  rateSeasonResultSchema,
  roomCalendarSchema,
  roomCalendarUpdatedSchema,
  type Availability,
  type CreateRateSeasonBody,
  type HotelPhoto,
  type RateSeason,
  type ReorderHotelPhotosBody,
  type RoomCalendar,
  type RoomCalendarQuery,
  type SearchAvailabilityQuery,
  type UpdateRateSeasonBody,
  type UpdateRoomCalendarBody,
} from '@bo/shared';
import { api, parse, type Result } from '../../lib/api';
import { HOTEL_CALLS as BASE, post } from '../hotels';

/** Path of the upload (multipart, with progress: lib/upload.ts) and of a photo's image. */
export const UPLOAD_PHOTO_PATH = `${BASE}/uploadHotelPhoto`;
export const photoImagePath = (hotelPhotoID: string) => `${BASE}/getHotelPhoto?hotelPhotoID=${encodeURIComponent(hotelPhotoID)}`;

/**
 * The calls of the hotel profile beyond the hotels feature's (hotels.api.ts): a hotel's photos,
 * a room type's calendar and bulk edit, a rate's seasons, and availability for one hotel
 * (docs/hotel-inventory.md "Photos" and "Part 2").
 * A calendar or season write changes prices and what sells: it invalidates the calendar.
 */
export const hotelProfileApi = api
  .enhanceEndpoints({ addTagTypes: ['HotelPhoto', 'RoomCalendar', 'RateSeason'] })
  .injectEndpoints({
    endpoints: (build) => ({
      hotelPhotos: build.query<HotelPhoto[], string>({
        query: (hotelID) => post('getHotelPhotoList')({ hotelID }),
        transformResponse: parse(hotelPhotoListSchema),
        providesTags: (_result, _error, hotelID) => [{ type: 'HotelPhoto', id: hotelID }],
      }),
      reorderHotelPhotos: build.mutation<Result<typeof hotelPhotosResultSchema>, ReorderHotelPhotosBody>({
        query: post('reorderHotelPhotos'),
        transformResponse: parse(hotelPhotosResultSchema),
        invalidatesTags: (_result, _error, body) => [{ type: 'HotelPhoto', id: body.hotelID }],
      }),
      setHotelCoverPhoto: build.mutation<Result<typeof hotelPhotosResultSchema>, { hotelID: string; hotelPhotoID: string }>({
        query: ({ hotelPhotoID }) => post('setHotelCoverPhoto')({ hotelPhotoID }),
        transformResponse: parse(hotelPhotosResultSchema),
        invalidatesTags: (_result, _error, body) => [{ type: 'HotelPhoto', id: body.hotelID }],
      }),
      deleteHotelPhoto: build.mutation<Result<typeof hotelPhotosResultSchema>, { hotelID: string; hotelPhotoID: string }>({
        query: ({ hotelPhotoID }) => post('deleteHotelPhoto')({ hotelPhotoID }),
        transformResponse: parse(hotelPhotosResultSchema),
        invalidatesTags: (_result, _error, body) => [{ type: 'HotelPhoto', id: body.hotelID }],
      }),

      roomCalendar: build.query<RoomCalendar, RoomCalendarQuery>({
        query: post('getRoomCalendar'),
        transformResponse: parse(roomCalendarSchema),
        providesTags: (_result, _error, query) => [{ type: 'RoomCalendar', id: query.roomInfoID }],
      }),
      updateRoomCalendar: build.mutation<Result<typeof roomCalendarUpdatedSchema>, UpdateRoomCalendarBody>({
        query: post('updateRoomCalendar'),
        transformResponse: parse(roomCalendarUpdatedSchema),
        invalidatesTags: (_result, _error, body) => [{ type: 'RoomCalendar', id: body.roomInfoID }],
      }),

      rateSeasons: build.query<RateSeason[], string>({
        query: (roomRateInclusionID) => post('getRateSeasonList')({ roomRateInclusionID }),
        transformResponse: parse(rateSeasonListSchema),
        providesTags: (_result, _error, id) => [{ type: 'RateSeason', id }],
      }),
      createRateSeason: build.mutation<Result<typeof rateSeasonResultSchema>, CreateRateSeasonBody>({
        query: post('createRateSeason'),
        transformResponse: parse(rateSeasonResultSchema),
        invalidatesTags: (_result, _error, body) => [{ type: 'RateSeason', id: body.roomRateInclusionID }, 'RoomCalendar'],
      }),
      updateRateSeason: build.mutation<
        Result<typeof rateSeasonResultSchema>,
        UpdateRateSeasonBody & { roomRateInclusionID: string }
      >({
        query: ({ roomRateInclusionID: _, ...body }) => post('updateRateSeason')(body),
        transformResponse: parse(rateSeasonResultSchema),
        invalidatesTags: (_result, _error, body) => [{ type: 'RateSeason', id: body.roomRateInclusionID }, 'RoomCalendar'],
      }),
      deleteRateSeason: build.mutation<
        Result<typeof rateSeasonDeletedSchema>,
        { rateSeasonID: string; roomRateInclusionID: string }
      >({
        query: ({ rateSeasonID }) => post('deleteRateSeason')({ rateSeasonID }),
        transformResponse: parse(rateSeasonDeletedSchema),
        invalidatesTags: (_result, _error, body) => [{ type: 'RateSeason', id: body.roomRateInclusionID }, 'RoomCalendar'],
      }),

      /** A question, not a record: asked on demand, never cached across answers. */
      searchAvailability: build.mutation<Availability, SearchAvailabilityQuery>({
        query: post('searchAvailability'),
        transformResponse: parse(availabilitySchema),
      }),
    }),
  });

export const {
  useHotelPhotosQuery,
  useReorderHotelPhotosMutation,
  useSetHotelCoverPhotoMutation,
  useDeleteHotelPhotoMutation,
  useRoomCalendarQuery,
  useUpdateRoomCalendarMutation,
  useRateSeasonsQuery,
  useCreateRateSeasonMutation,
  useUpdateRateSeasonMutation,
  useDeleteRateSeasonMutation,
  useSearchAvailabilityMutation,
} = hotelProfileApi;
