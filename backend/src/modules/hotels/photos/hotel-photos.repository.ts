import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { iso } from '../../../core/read-side/sql-dates';

/** A photo's row; the file's name, type and size are the storage's (StorageService.describeMany). */
export interface HotelPhotoRow {
  hotelPhotoID: string;
  hotelID: string;
  fileID: string;
  caption: string | null;
  position: number;
  isCover: boolean;
  uploadedAt: string;
}

const COLUMNS = `
  p.id AS "hotelPhotoID", p.hotel_id AS "hotelID", p.file_id AS "fileID", p.caption, p.position,
  p.is_cover AS "isCover", ${iso('p.created_at')} AS "uploadedAt"`;
/** Photos of live hotels only: a deleted hotel's photos are gone with it for every reader. */
const FROM = `hotels.hotel_photos p JOIN hotels.hotels h ON h.id = p.hotel_id AND h.deleted_at IS NULL`;

/** The SQL of `hotels.hotel_photos`. Writes take the caller's transaction. */
@Injectable()
export class HotelPhotosRepository {
  /** In the hotel's order. */
  listOf(m: EntityManager, hotelID: string): Promise<HotelPhotoRow[]> {
    return m.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.hotel_id = $1 ORDER BY p.position, p.created_at, p.id`, [
      hotelID,
    ]) as Promise<HotelPhotoRow[]>;
  }

  async find(m: EntityManager, id: string, lock = false): Promise<HotelPhotoRow | undefined> {
    const rows = (await m.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.id = $1 ${lock ? 'FOR UPDATE OF p' : ''}`, [
      id,
    ])) as HotelPhotoRow[];
    return rows[0];
  }

  /**
   * Serialises the photo writers of one hotel until `m` commits (count, positions and the one cover
   * are read, then written). Taken after the hotel's row lock, by every photo writer alike.
   */
  async lockGallery(m: EntityManager, hotelID: string): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('hotel-photos:' || $1::text, 0))`, [hotelID]);
  }

  async insert(
    m: EntityManager,
    photo: { hotelID: string; fileID: string; caption: string | null; position: number; isCover: boolean },
  ): Promise<string> {
    const [{ id }] = (await m.query(
      `INSERT INTO hotels.hotel_photos (hotel_id, file_id, caption, position, is_cover) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [photo.hotelID, photo.fileID, photo.caption, photo.position, photo.isCover],
    )) as { id: string }[];
    return id;
  }

  async delete(m: EntityManager, id: string): Promise<void> {
    await m.query(`DELETE FROM hotels.hotel_photos WHERE id = $1`, [id]);
  }

  /** Positions 1..n in the given order (every photo of the hotel, listed once). */
  async setOrder(m: EntityManager, hotelID: string, ids: readonly string[]): Promise<void> {
    await m.query(
      `UPDATE hotels.hotel_photos p SET position = o.ord, updated_at = now()
         FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, ord)
        WHERE p.id = o.id AND p.hotel_id = $1 AND p.position <> o.ord`,
      [hotelID, ids],
    );
  }

  /**
   * `id` becomes the cover, or, with none given, the first photo when the hotel has no cover (the
   * cover was deleted). Two statements: the partial unique index allows one cover at any moment.
   */
  async setCover(m: EntityManager, hotelID: string, id?: string): Promise<void> {
    if (id) {
      await m.query(
        `UPDATE hotels.hotel_photos SET is_cover = false, updated_at = now() WHERE hotel_id = $1 AND is_cover AND id <> $2`,
        [hotelID, id],
      );
      await m.query(`UPDATE hotels.hotel_photos SET is_cover = true, updated_at = now() WHERE id = $1 AND NOT is_cover`, [id]);
      return;
    }
    await m.query(
      `UPDATE hotels.hotel_photos SET is_cover = true, updated_at = now()
        WHERE id = (SELECT id FROM hotels.hotel_photos WHERE hotel_id = $1 ORDER BY position, created_at, id LIMIT 1)
          AND NOT EXISTS (SELECT 1 FROM hotels.hotel_photos WHERE hotel_id = $1 AND is_cover)`,
      [hotelID],
    );
  }
}
