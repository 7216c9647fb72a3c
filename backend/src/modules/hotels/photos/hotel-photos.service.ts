import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import {
  HOTEL_PHOTO_MIME_TYPES,
  HOTEL_PHOTOS_MAX,
  type HotelPhoto,
  type HotelPhotoMimeType,
  type ReorderHotelPhotosBody,
  type UploadHotelPhotoBody,
} from '@bo/shared';
import type { AuditedRecords } from '../../../core/audit/audited-records';
import { CrudKit } from '../../../core/crud/audited-resource';
import type { Actor } from '../../../core/context/request-context';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import { type FileRule, StorageService, type UploadedFile } from '../../../core/storage/storage.service';
import { HotelsService } from '../hotels/hotels.service';
import { type HotelPhotoRow, HotelPhotosRepository } from './hotel-photos.repository';

/** Photos are images: JPEG, PNG or WebP by content. */
const PHOTO_RULE: FileRule = { types: HOTEL_PHOTO_MIME_TYPES, notAllowed: 'HOTEL_PHOTO_TYPE_NOT_ALLOWED' };
/** `storage.files.purpose` of a hotel photo. */
const PURPOSE = 'hotel-photo';

/** A hotel's photos as one record: what reordering and choosing the cover change. */
export interface Gallery {
  hotelID: string;
  photos: HotelPhoto[];
}

/**
 * A hotel's photos (uploadHotelPhoto, getHotelPhotoList, deleteHotelPhoto, reorderHotelPhotos,
 * setHotelCoverPhoto, getHotelPhoto). Every writer locks the hotel (FOR SHARE, against its
 * deletion) and then its gallery, so counts, positions and the one cover are read and written by
 * one writer at a time. The first photo becomes the cover, deleting the cover passes it to the
 * first photo left: while a hotel has photos exactly one is the cover. Audited as
 * `hotel-photo.created|deleted` (the photo) and `hotel-photos.reordered|cover-chosen` (the hotel's
 * photos before and after, target the hotel).
 */
@Injectable()
export class HotelPhotosService {
  private readonly photos: AuditedRecords<HotelPhoto>;
  private readonly galleries: AuditedRecords<Gallery>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly repository: HotelPhotosRepository,
    private readonly hotels: HotelsService,
    private readonly storage: StorageService,
    kit: CrudKit,
  ) {
    this.photos = kit.records({
      name: 'hotel-photo',
      notFound: 'HOTEL_PHOTO_NOT_FOUND',
      read: async (m, id, lock) => {
        const row = await repository.find(m, id, lock);
        return row && (await this.withFiles(m, [row]))[0];
      },
    });
    this.galleries = kit.records({
      name: 'hotel-photos',
      targetType: 'hotel',
      notFound: 'HOTEL_NOT_FOUND',
      read: async (m, hotelID, lock) => {
        if (lock) await this.lockGallery(m, hotelID);
        return { hotelID, photos: await this.withFiles(m, await repository.listOf(m, hotelID)) };
      },
    });
  }

  /** The hotel's photos in order; HOTEL_NOT_FOUND for a hotel that does not exist (or was deleted). */
  async listOf(hotelID: string): Promise<HotelPhoto[]> {
    await this.hotels.get(hotelID);
    return (await this.galleries.get(this.dataSource.manager, hotelID)).photos;
  }

  /** Checks the image by content, stores it with its row (last in the order; the cover if it is the first). */
  upload(actor: Actor, input: UploadHotelPhotoBody, file: UploadedFile | undefined): Promise<HotelPhoto> {
    this.storage.check(file, PHOTO_RULE);
    return this.uow.run(async (m) => {
      await this.lockGallery(m, input.hotelID, () => fieldError('HOTEL_NOT_FOUND', 'hotelID'));
      const count = (await this.repository.listOf(m, input.hotelID)).length;
      if (count >= HOTEL_PHOTOS_MAX) throw new AppError('HOTEL_PHOTO_LIMIT_REACHED', { max: HOTEL_PHOTOS_MAX });
      const stored = await this.storage.save(
        m,
        file,
        { purpose: PURPOSE, organizationId: null, uploadedBy: actor.userId },
        PHOTO_RULE,
      );
      const id = await this.repository.insert(m, {
        hotelID: input.hotelID,
        fileID: stored.id,
        caption: input.caption ?? null,
        position: count + 1,
        isCover: count === 0,
      });
      return this.photos.created(m, id);
    });
  }

  /** The photo and its file; the ones after it move up, and the first one left becomes the cover if it was. */
  remove(hotelPhotoID: string): Promise<Gallery> {
    return this.uow.run(async (m) => {
      const { hotelID } = await this.photos.get(m, hotelPhotoID);
      await this.lockGallery(m, hotelID);
      const before = await this.photos.get(m, hotelPhotoID, true);
      const row = (await this.repository.find(m, hotelPhotoID))!;
      await this.repository.delete(m, hotelPhotoID);
      await this.storage.delete(m, row.fileID);
      const left = await this.repository.listOf(m, hotelID);
      await this.repository.setOrder(
        m,
        hotelID,
        left.map((photo) => photo.hotelPhotoID),
      );
      if (before.isCover) await this.repository.setCover(m, hotelID);
      await this.photos.deleted(m, hotelPhotoID, before);
      return this.galleries.get(m, hotelID);
    });
  }

  /** A new order naming every photo of the hotel once; HOTEL_PHOTOS_CHANGED when the caller's list is out of date. */
  reorder(input: ReorderHotelPhotosBody): Promise<Gallery> {
    return this.uow.run(async (m) => {
      const before = await this.galleries.get(m, input.hotelID, true);
      const current = new Set(before.photos.map((photo) => photo.hotelPhotoID));
      if (input.hotelPhotoIDs.length !== current.size || !input.hotelPhotoIDs.every((id) => current.has(id))) {
        throw new AppError('HOTEL_PHOTOS_CHANGED');
      }
      await this.repository.setOrder(m, input.hotelID, input.hotelPhotoIDs);
      return this.galleries.changed(m, input.hotelID, before, 'reordered');
    });
  }

  /** The photo becomes its hotel's cover (the previous cover no longer is). */
  setCover(hotelPhotoID: string): Promise<Gallery> {
    return this.uow.run(async (m) => {
      const { hotelID } = await this.photos.get(m, hotelPhotoID);
      const before = await this.galleries.get(m, hotelID, true);
      // Deleted while this call waited for the lock.
      if (!before.photos.some((photo) => photo.hotelPhotoID === hotelPhotoID)) throw new AppError('HOTEL_PHOTO_NOT_FOUND');
      await this.repository.setCover(m, hotelID, hotelPhotoID);
      return this.galleries.changed(m, hotelID, before, 'cover-chosen');
    });
  }

  /** The image itself (inline, with the storage's nosniff and sandbox headers), for a photo of a live hotel. */
  async send(res: Response, hotelPhotoID: string): Promise<void> {
    const row = await this.repository.find(this.dataSource.manager, hotelPhotoID);
    if (!row) throw new AppError('HOTEL_PHOTO_NOT_FOUND');
    await this.storage.send(res, row.fileID, true);
  }

  /** The hotel live and locked against deletion, then its gallery against other photo writers, until `m` commits. */
  private async lockGallery(m: EntityManager, hotelID: string, notFound?: () => AppError): Promise<void> {
    await this.hotels.lockLive(m, hotelID, notFound);
    await this.repository.lockGallery(m, hotelID);
  }

  private async withFiles(m: EntityManager, rows: HotelPhotoRow[]): Promise<HotelPhoto[]> {
    const files = await this.storage.describeMany(
      rows.map((row) => row.fileID),
      m,
    );
    return rows.map(({ fileID, ...row }) => {
      const file = files.get(fileID)!;
      return { ...row, fileName: file.fileName, contentType: file.contentType as HotelPhotoMimeType, sizeBytes: file.sizeBytes };
    });
  }
}
