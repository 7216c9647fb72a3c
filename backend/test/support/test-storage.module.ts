import { Body, Controller, Get, HttpCode, Module, Param, Post, Res, UploadedFile } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { RequirePermission, CurrentActor } from '../../src/core/auth/auth.decorators';
import type { Actor } from '../../src/core/context/request-context';
import { Contract } from '../../src/core/http/contract.decorator';
import { UnitOfWork } from '../../src/core/database/unit-of-work';
import { AcceptsAttachment } from '../../src/core/storage/attachment.interceptor';
import { StorageService, type UploadedFile as Upload } from '../../src/core/storage/storage.service';
import { AppError } from '../../src/core/errors/app-error';

/** Drives core/storage the way a context will: a record and its attachment in one transaction. */
export const TEST_STORAGE_PERMISSION = 'test.storage';
export const TEST_STORAGE_TABLE = 'public.test_documents';

const uploadBody = z.object({ title: z.string().min(1), failAfterSave: z.enum(['yes', 'no']).default('no') });

@Controller('test-storage')
class TestStorageController {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: StorageService,
  ) {}

  @Post()
  @HttpCode(201)
  @RequirePermission(TEST_STORAGE_PERMISSION)
  @AcceptsAttachment('file')
  @Contract({ summary: 'test: upload a document', body: uploadBody })
  upload(@UploadedFile() file: Upload | undefined, @Body() body: z.infer<typeof uploadBody>, @CurrentActor() actor: Actor) {
    return this.uow.run(async (manager) => {
      const stored = await this.storage.save(manager, file, {
        purpose: 'test-document',
        organizationId: actor.organizationId,
        uploadedBy: actor.userId,
      });
      await manager.query(`INSERT INTO ${TEST_STORAGE_TABLE} (title, file_id) VALUES ($1, $2)`, [body.title, stored.id]);
      if (body.failAfterSave === 'yes') throw new AppError('UNEXPECTED_ERROR');
      return stored;
    });
  }

  @Get(':id')
  @RequirePermission(TEST_STORAGE_PERMISSION)
  @Contract({ summary: 'test: download a document', params: z.object({ id: z.uuid() }) })
  async download(@Param('id') id: string, @Res() res: Response) {
    if (!(await this.storage.describe(id))) throw new AppError('RECORD_NOT_FOUND');
    await this.storage.send(res, id);
  }
}

@Module({ controllers: [TestStorageController] })
export class TestStorageModule {}
