import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { UserDetails } from '@bo/shared';
import { AppError } from '../../../../../core/errors/app-error';
import { queryUserDetails, tenantScope } from '../user-rows';
import { GetUserDetails } from './get-user-details.query';

@QueryHandler(GetUserDetails)
export class GetUserDetailsHandler implements IQueryHandler<GetUserDetails> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, userId }: GetUserDetails): Promise<UserDetails> {
    const user = await queryUserDetails(this.dataSource.manager, userId, tenantScope(actor));
    if (!user) throw new AppError('RECORD_NOT_FOUND');
    return user;
  }
}
