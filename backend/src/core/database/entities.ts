import { UserEntity } from '../../modules/identity-access/read-models/user.entity';
import { RoleEntity } from '../../modules/identity-access/read-models/role.entity';

/** Every TypeORM entity of the app, listed once (explicit beats a glob that breaks in dist/). */
export const ENTITIES = [UserEntity, RoleEntity];
