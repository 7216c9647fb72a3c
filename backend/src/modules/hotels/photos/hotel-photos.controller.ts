import { Body, Controller, Get, HttpCode, Post, Query, Res, UploadedFile as UploadedFileParam } from '@nestjs/common';
import type { Response } from 'express';
import {
  HOTEL_PHOTO_FIELD,
  type HotelIdBody,
  type HotelPhotoIdBody,
  PERMISSIONS,
  type ReorderHotelPhotosBody,
  type UploadHotelPhotoBody,
  hotelIdSchema,
  hotelPhotoIdSchema,
  hotelPhotoListSchema,
  hotelPhotoResultSchema,
  hotelPhotosResultSchema,
  reorderHotelPhotosSchema,
  uploadHotelPhotoSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { AcceptsAttachment } from '../../../core/storage/attachment.interceptor';
import type { UploadedFile } from '../../../core/storage/storage.service';
import { HotelPhotosService } from './hotel-photos.service';

const tags = ['hotels'];

/**
 * A hotel's photos (`/bo/RWTDIYHotel`, additions to the spec's calls): part of the hotel's profile,
 * so `hotels.view` reads them and `hotels.edit` changes them; writes are the provider staff's.
 */
@Controller('bo/RWTDIYHotel')
export class HotelPhotosController {
  constructor(private readonly photos: HotelPhotosService) {}

  @Post('uploadHotelPhoto')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsEdit)
  @AcceptsAttachment(HOTEL_PHOTO_FIELD)
  @Contract({
    summary:
      'Add a photo to a hotel (multipart: hotelID, caption?, the image in `file`: JPEG, PNG or WebP by content, 3 MB at most; 30 per hotel) (addition)',
    body: uploadHotelPhotoSchema,
    response: hotelPhotoResultSchema,
    tags,
  })
  async upload(
    @CurrentActor() actor: Actor,
    @Body() body: UploadHotelPhotoBody,
    @UploadedFileParam() file: UploadedFile | undefined,
  ) {
    assertStaff(actor);
    return { ...actionResult('HOTEL_PHOTO_UPLOADED'), hotelPhoto: await this.photos.upload(actor, body, file) };
  }

  @Post('getHotelPhotoList')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsView)
  @Contract({
    summary: "A hotel's photos in order, the cover marked (addition)",
    body: hotelIdSchema,
    response: hotelPhotoListSchema,
    tags,
  })
  list(@Body() body: HotelIdBody) {
    return this.photos.listOf(body.hotelID);
  }

  @Get('getHotelPhoto')
  @RequirePermission(PERMISSIONS.hotelsView)
  @Contract({ summary: 'The image of one hotel photo (addition)', query: hotelPhotoIdSchema, tags })
  async image(@Query() query: HotelPhotoIdBody, @Res() res: Response) {
    await this.photos.send(res, query.hotelPhotoID);
  }

  @Post('deleteHotelPhoto')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsEdit)
  @Contract({
    summary: 'Delete a hotel photo; a deleted cover passes to the first photo left (addition)',
    body: hotelPhotoIdSchema,
    response: hotelPhotosResultSchema,
    tags,
  })
  async delete(@CurrentActor() actor: Actor, @Body() body: HotelPhotoIdBody) {
    assertStaff(actor);
    return { ...actionResult('HOTEL_PHOTO_DELETED'), ...(await this.photos.remove(body.hotelPhotoID)) };
  }

  @Post('reorderHotelPhotos')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsEdit)
  @Contract({
    summary: "Put a hotel's photos in a new order (every photo once) (addition)",
    body: reorderHotelPhotosSchema,
    response: hotelPhotosResultSchema,
    tags,
  })
  async reorder(@CurrentActor() actor: Actor, @Body() body: ReorderHotelPhotosBody) {
    assertStaff(actor);
    return { ...actionResult('HOTEL_PHOTOS_REORDERED'), ...(await this.photos.reorder(body)) };
  }

  @Post('setHotelCoverPhoto')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.hotelsEdit)
  @Contract({
    summary: "Make a photo its hotel's cover (addition)",
    body: hotelPhotoIdSchema,
    response: hotelPhotosResultSchema,
    tags,
  })
  async setCover(@CurrentActor() actor: Actor, @Body() body: HotelPhotoIdBody) {
    assertStaff(actor);
    return { ...actionResult('HOTEL_COVER_PHOTO_SET'), ...(await this.photos.setCover(body.hotelPhotoID)) };
  }
}
