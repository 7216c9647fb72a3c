import {
  availabilitySchema,
  hotelPhotoListSchema,
  hotelPhotosResultSchema,
  rateSeasonDeletedSchema,
  rateSeasonListSchema,
  rateSeasonResultSchema,
  roomCalendarSchema,
  roomCalendarUpdatedSchema,
  type CreateRateSeasonBody,
  type ReorderHotelPhotosBody,
  type RoomCalendarQuery,
  type SearchAvailabilityQuery,
  type UpdateRateSeasonBody,
  type UpdateRoomCalendarBody,
} from '@bo/shared';
import { api } from '../../lib/api';
import { byId, endpointsOf } from '../../lib/endpoints';
import { HOTEL_CALLS as BASE, hotelCalls, post } from '../hotels';

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
    endpoints: (build) => {
      const { read, write } = endpointsOf(build);
      type PhotoOfHotel = { hotelID: string; hotelPhotoID: string };
      const photosOfHotel = (_result: unknown, _error: unknown, body: { hotelID: string }) => [
        { type: 'HotelPhoto' as const, id: body.hotelID },
      ];
      const seasonsOfRate = (_result: unknown, _error: unknown, body: { roomRateInclusionID: string }) => [
        { type: 'RateSeason' as const, id: body.roomRateInclusionID },
        'RoomCalendar' as const,
      ];
      return {
        hotelPhotos: read(hotelCalls.sendBy('getHotelPhotoList', 'hotelID'), hotelPhotoListSchema, byId('HotelPhoto')),
        reorderHotelPhotos: write(post<ReorderHotelPhotosBody>('reorderHotelPhotos'), hotelPhotosResultSchema, photosOfHotel),
        setHotelCoverPhoto: write(
          ({ hotelPhotoID }: PhotoOfHotel) => post('setHotelCoverPhoto')({ hotelPhotoID }),
          hotelPhotosResultSchema,
          photosOfHotel,
        ),
        deleteHotelPhoto: write(
          ({ hotelPhotoID }: PhotoOfHotel) => post('deleteHotelPhoto')({ hotelPhotoID }),
          hotelPhotosResultSchema,
          photosOfHotel,
        ),

        roomCalendar: read(post<RoomCalendarQuery>('getRoomCalendar'), roomCalendarSchema, (_result, _error, query) => [
          { type: 'RoomCalendar', id: query.roomInfoID },
        ]),
        updateRoomCalendar: write(
          post<UpdateRoomCalendarBody>('updateRoomCalendar'),
          roomCalendarUpdatedSchema,
          (_result, _error, body) => [{ type: 'RoomCalendar', id: body.roomInfoID }],
        ),

        rateSeasons: read(
          hotelCalls.sendBy('getRateSeasonList', 'roomRateInclusionID'),
          rateSeasonListSchema,
          byId('RateSeason'),
        ),
        createRateSeason: write(post<CreateRateSeasonBody>('createRateSeason'), rateSeasonResultSchema, seasonsOfRate),
        updateRateSeason: write(
          ({ roomRateInclusionID: _, ...body }: UpdateRateSeasonBody & { roomRateInclusionID: string }) =>
            post('updateRateSeason')(body),
          rateSeasonResultSchema,
          seasonsOfRate,
        ),
        deleteRateSeason: write(
          ({ rateSeasonID }: { rateSeasonID: string; roomRateInclusionID: string }) => post('deleteRateSeason')({ rateSeasonID }),
          rateSeasonDeletedSchema,
          seasonsOfRate,
        ),

        /** A question, not a record: asked on demand, never cached across answers. */
        searchAvailability: write(post<SearchAvailabilityQuery>('searchAvailability'), availabilitySchema),
      };
    },
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
