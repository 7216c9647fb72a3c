import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type PlatformConfig } from '../config/config';
import { RedisService } from '../redis/redis.service';

export type MailValues = Record<string, string | number>;

/**
 * The secret values of a mail (a live link, a one-time code) never travel in the job: job data is
 * kept with a failed job and shown to operators. The producer seals them here, under a random
 * reference the job carries; the worker opens them when it renders the mail and discards them once
 * it is sent. Sealed values are AES-256-GCM encrypted (key derived from JWT_SECRET) and expire
 * with the secret they carry, so neither Redis nor the ops screens hold a usable link.
 */
@Injectable()
export class MailSecretsService {
  private readonly key: Buffer;

  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) config: PlatformConfig,
  ) {
    this.key = createHash('sha256').update(`mail-secrets:${config.JWT_SECRET}`).digest();
  }

  /** Stores `values` for `ttlSeconds` and answers the reference to put in the job. */
  async seal(values: MailValues, ttlSeconds: number): Promise<string> {
    const ref = randomBytes(16).toString('base64url');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(ref));
    const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    await this.redis.client.set(this.keyOf(ref), sealed, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    return ref;
  }

  /** The sealed values, or undefined once they expired or were discarded. */
  async open(ref: string): Promise<MailValues | undefined> {
    const sealed = await this.redis.client.get(this.keyOf(ref));
    if (!sealed) return undefined;
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(ref));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as MailValues;
  }

  async discard(ref: string): Promise<void> {
    await this.redis.client.del(this.keyOf(ref));
  }

  private keyOf(ref: string): string {
    return this.redis.key(`mail-secret:${ref}`);
  }
}
