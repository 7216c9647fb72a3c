/**
 * A hotel's photos (`/bo/RWTDIYHotel`, docs/hotel-inventory.md "Photos"): JPEG, PNG or WebP judged
 * by content, 3 MB each, at most HOTEL_PHOTOS_MAX per hotel, in an order the staff choose, exactly
 * one of them the cover while the hotel has any.
 */
import { z } from 'zod';
import { type CodeOf, type LabelledEnum, codesOf } from '../enums/labelled';
import { MAX_ATTACHMENT_BYTES } from '../enums/limits';
import { actionResultSchema } from './action-result.schema';
import { fail, idField, idListField, optionalText } from './hotel-fields';

/** Photos one hotel may have. */
export const HOTEL_PHOTOS_MAX = 30;
/** Size of one photo (the attachment limit, 3 MB). */
export const HOTEL_PHOTO_MAX_BYTES = MAX_ATTACHMENT_BYTES;
/** The multipart field of the image. */
export const HOTEL_PHOTO_FIELD = 'file';

/** What a photo may be, judged by its first bytes. */
export const HOTEL_PHOTO_MIME_TYPE = [
  { code: 'image/jpeg', en: 'JPEG image', ms: 'Imej JPEG' },
  { code: 'image/png', en: 'PNG image', ms: 'Imej PNG' },
  { code: 'image/webp', en: 'WebP image', ms: 'Imej WebP' },
] as const satisfies LabelledEnum<string>;
export type HotelPhotoMimeType = CodeOf<typeof HOTEL_PHOTO_MIME_TYPE>;
export const HOTEL_PHOTO_MIME_TYPES = codesOf(HOTEL_PHOTO_MIME_TYPE);

/** uploadHotelPhoto (multipart: these fields + the image in `file`). */
export const uploadHotelPhotoSchema = z.strictObject({
  hotelID: idField('HOTEL_NOT_FOUND'),
  /** What the photo shows; also its text alternative on screen. */
  caption: optionalText(150),
});
export type UploadHotelPhotoBody = z.infer<typeof uploadHotelPhotoSchema>;

export const hotelPhotoIdSchema = z.strictObject({ hotelPhotoID: idField('HOTEL_PHOTO_NOT_FOUND') });
export type HotelPhotoIdBody = z.infer<typeof hotelPhotoIdSchema>;

/** reorderHotelPhotos: every photo of the hotel once, in the new order (first = shown first). */
export const reorderHotelPhotosSchema = z.strictObject({
  hotelID: idField('HOTEL_NOT_FOUND'),
  hotelPhotoIDs: idListField('HOTEL_PHOTO_NOT_FOUND', { min: 1, max: HOTEL_PHOTOS_MAX }),
});
export type ReorderHotelPhotosBody = z.infer<typeof reorderHotelPhotosSchema>;

export const hotelPhotoSchema = z.object({
  hotelPhotoID: z.string(),
  hotelID: z.string(),
  caption: z.string().nullable(),
  /** 1-based place in the hotel's order. */
  position: z.number().int(),
  isCover: z.boolean(),
  fileName: z.string(),
  contentType: z.enum(HOTEL_PHOTO_MIME_TYPES, fail('HOTEL_PHOTO_TYPE_NOT_ALLOWED')),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type HotelPhoto = z.infer<typeof hotelPhotoSchema>;

export const hotelPhotoListSchema = z.array(hotelPhotoSchema);
export const hotelPhotoResultSchema = actionResultSchema.extend({ hotelPhoto: hotelPhotoSchema });
/** Answers of the writes that change several photos (reorder, cover, delete): the hotel's photos after. */
export const hotelPhotosResultSchema = actionResultSchema.extend({ hotelID: z.string(), photos: hotelPhotoListSchema });
