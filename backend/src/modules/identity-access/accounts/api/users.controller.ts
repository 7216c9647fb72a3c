import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  type CreateUserRequest,
  PERMISSIONS,
  type UpdateProfileRequest,
  type UpdateUserRequest,
  type UserListQuery,
  type UserStatusUpdateRequest,
  actionResultSchema,
  createUserResponseSchema,
  createUserSchema,
  hasPermission,
  profileSchema,
  updateProfileSchema,
  updateUserSchema,
  userDetailsSchema,
  userIdParamsSchema,
  userListPageSchema,
  userListQuerySchema,
  userStatusUpdateResponseSchema,
  userStatusUpdateSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission, SignedIn } from '../../../../core/auth/auth.decorators';
import { RolePermissionsService } from '../../../../core/auth/role-permissions.service';
import type { Actor } from '../../../../core/context/request-context';
import { AppError } from '../../../../core/errors/app-error';
import { Contract } from '../../../../core/http/contract.decorator';
import { QueryBus } from '@nestjs/cqrs';
import { UserAdminService } from '../services/user-admin.service';
import { GetProfile } from '../queries/get-profile/get-profile.query';
import { GetUserDetails } from '../queries/get-user-details/get-user-details.query';
import { GetUsers } from '../queries/get-users/get-users.query';

/**
 * `/bo/User` (spec section 7). Static paths come before `POST :userId`, which would otherwise
 * swallow them; the security and devices controllers are registered ahead of this one for the same reason.
 */
@Controller('bo/User')
export class UsersController {
  constructor(
    private readonly users: UserAdminService,
    private readonly roles: RolePermissionsService,
    private readonly queries: QueryBus,
  ) {}

  @Get('userList')
  @RequirePermission(PERMISSIONS.usersView)
  @Contract({
    summary: 'Users, filtered, sorted and paged',
    query: userListQuerySchema,
    response: userListPageSchema,
    tags: ['users'],
  })
  userList(@CurrentActor() actor: Actor, @Query() query: UserListQuery) {
    return this.queries.execute(new GetUsers(actor, query));
  }

  @Post('filter')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.usersView)
  @Contract({
    summary: 'Users: the same filter as userList, in a body',
    body: userListQuerySchema,
    response: userListPageSchema,
    tags: ['users'],
  })
  filter(@CurrentActor() actor: Actor, @Body() body: UserListQuery) {
    return this.queries.execute(new GetUsers(actor, body));
  }

  @Get('profile')
  @SignedIn()
  @Contract({ summary: 'The signed-in user', response: profileSchema, tags: ['users'] })
  profile(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetProfile(actor));
  }

  @Put('profile')
  @SignedIn()
  @Contract({
    summary: "Edit the signed-in user's own profile",
    body: updateProfileSchema,
    response: actionResultSchema,
    tags: ['users'],
  })
  updateProfile(@CurrentActor() actor: Actor, @Body() body: UpdateProfileRequest) {
    return this.users.updateProfile(actor, body);
  }

  @Put()
  @RequirePermission(PERMISSIONS.usersEdit)
  @Contract({ summary: 'An administrator edits a user', body: updateUserSchema, response: actionResultSchema, tags: ['users'] })
  update(@CurrentActor() actor: Actor, @Body() body: UpdateUserRequest) {
    return this.users.update(actor, body);
  }

  @Post(['sign-up', 'signUp'])
  @RequirePermission(PERMISSIONS.usersCreate)
  @Contract({
    summary: 'Create a user (status N); a first-time login link is e-mailed to them',
    body: createUserSchema,
    response: createUserResponseSchema,
    tags: ['users'],
  })
  create(@CurrentActor() actor: Actor, @Body() body: CreateUserRequest) {
    return this.users.create(actor, body);
  }

  @Post('status/update')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.usersEdit)
  @Contract({
    summary: 'Activate, deactivate or delete (soft) a user; delete also needs users.delete',
    body: userStatusUpdateSchema,
    response: userStatusUpdateResponseSchema,
    tags: ['users'],
  })
  async updateStatus(@CurrentActor() actor: Actor, @Body() body: UserStatusUpdateRequest) {
    if (body.action === 'delete' && !hasPermission(await this.roles.of(actor.role), PERMISSIONS.usersDelete)) {
      throw new AppError('FORBIDDEN');
    }
    return this.users.changeStatus(actor, body.userId, body.action);
  }

  @Post(':userId')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.usersView)
  @Contract({ summary: "One user's details", params: userIdParamsSchema, response: userDetailsSchema, tags: ['users'] })
  details(@CurrentActor() actor: Actor, @Param('userId') userId: string) {
    return this.queries.execute(new GetUserDetails(actor, userId));
  }
}
