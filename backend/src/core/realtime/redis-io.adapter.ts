import { IoAdapter } from '@nestjs/platform-socket.io';
import type { INestApplicationContext } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions } from 'socket.io';
import { RedisService } from '../redis/redis.service';

/** socket.io across API instances: a message emitted on one reaches clients of every instance. */
export class RedisIoAdapter extends IoAdapter {
  constructor(private readonly appContext: INestApplicationContext) {
    super(appContext);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, { ...options, cors: { origin: false } } as ServerOptions) as Server;
    const redis = this.appContext.get(RedisService);
    server.adapter(createAdapter(redis.connect(), redis.connect(), { key: `${redis.prefix}socket.io` }));
    return server;
  }
}
