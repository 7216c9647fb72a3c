import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  type RegisterDeviceRequest,
  deviceChangeResponseSchema,
  deviceIdParamsSchema,
  deviceListSchema,
  deviceOtpResponseSchema,
  registerDeviceSchema,
} from '@bo/shared';
import { CurrentActor, SignedIn } from '../../../../core/auth/auth.decorators';
import type { Actor } from '../../../../core/context/request-context';
import { Contract } from '../../../../core/http/contract.decorator';
import { QueryBus } from '@nestjs/cqrs';
import { DevicesService } from '../services/devices.service';
import { GetDevices } from '../queries/get-devices/get-devices.query';

/** The signed-in user's registered devices (spec: device information, remove device; paths are ours). */
@Controller('bo/User/devices')
@SignedIn()
export class DevicesController {
  constructor(
    private readonly devices: DevicesService,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Contract({ summary: 'Registered devices with their last sign-in', response: deviceListSchema, tags: ['account security'] })
  list(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetDevices(actor));
  }

  @Post('otp')
  @HttpCode(200)
  @Contract({
    summary: 'E-mail a one-time password for registering a device',
    response: deviceOtpResponseSchema,
    tags: ['account security'],
  })
  requestOtp(@CurrentActor() actor: Actor) {
    return this.devices.requestOtp(actor);
  }

  @Post()
  @Contract({
    summary: 'Register a device with the e-mailed OTP; every session of the user ends',
    body: registerDeviceSchema,
    response: deviceChangeResponseSchema,
    tags: ['account security'],
  })
  register(@CurrentActor() actor: Actor, @Body() body: RegisterDeviceRequest) {
    return this.devices.register(actor, body);
  }

  @Delete(':deviceId')
  @Contract({
    summary: 'Remove a device; every session of the user ends',
    params: deviceIdParamsSchema,
    response: deviceChangeResponseSchema,
    tags: ['account security'],
  })
  remove(@CurrentActor() actor: Actor, @Param('deviceId') deviceId: string) {
    return this.devices.remove(actor, deviceId);
  }
}
