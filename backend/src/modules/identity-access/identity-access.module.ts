import { Module } from '@nestjs/common';
import { SignInController } from './api/sign-in.controller';
import { SignInService } from './services/sign-in.service';

@Module({
  controllers: [SignInController],
  providers: [SignInService],
})
export class IdentityAccessModule {}
