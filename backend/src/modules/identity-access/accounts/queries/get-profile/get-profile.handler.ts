import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Profile } from '@bo/shared';
import { AppError } from '../../../../../core/errors/app-error';
import { queryUserDetails } from '../user-rows';
import { GetProfile } from './get-profile.query';

@QueryHandler(GetProfile)
export class GetProfileHandler implements IQueryHandler<GetProfile> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor }: GetProfile): Promise<Profile> {
    const user = await queryUserDetails(this.dataSource.manager, actor.userId, 'all');
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    const [extra] = (await this.dataSource.query(
      `SELECT security_question AS "securityQuestion", security_phrase AS "securityPhrase" FROM identity.users WHERE id = $1`,
      [actor.userId],
    )) as { securityQuestion: string | null; securityPhrase: string | null }[];
    return { ...user, ...extra };
  }
}
