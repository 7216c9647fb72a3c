import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A hotel's photos (docs/hotel-inventory.md "Photos"): the image itself is a platform file
 * (`storage.files`, checked by content when uploaded), the row says whose it is, where it stands in
 * the hotel's order and whether it is the cover. At most one cover per hotel (partial unique
 * index); the service keeps exactly one while the hotel has photos.
 */
export class HotelPhotos1732240001650 implements MigrationInterface {
  name = 'HotelPhotos1732240001650';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hotels.hotel_photos (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        hotel_id    uuid NOT NULL REFERENCES hotels.hotels (id),
        file_id     uuid NOT NULL REFERENCES storage.files (id),
        caption     text,
        position    smallint NOT NULL CHECK (position >= 1),
        is_cover    boolean NOT NULL DEFAULT false,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT hotel_photos_file_uq UNIQUE (file_id)
      )`);
    await q.query(`CREATE INDEX hotel_photos_hotel_idx ON hotels.hotel_photos (hotel_id, position)`);
    await q.query(`CREATE UNIQUE INDEX hotel_photos_cover_uq ON hotels.hotel_photos (hotel_id) WHERE is_cover`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE hotels.hotel_photos`);
  }
}
