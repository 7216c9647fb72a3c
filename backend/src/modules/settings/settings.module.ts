import { Module } from '@nestjs/common';
import { BanksController } from './banks/banks.controller';
import { BanksRepository } from './banks/banks.repository';
import { BanksService } from './banks/banks.service';
import { CountriesController } from './countries/countries.controller';
import { RoleOptionsController } from './role-options/role-options.controller';
import { RoleOptionsRepository } from './role-options/role-options.repository';
import { RoleOptionsService } from './role-options/role-options.service';

/**
 * Settings: reference data other contexts use, in the `settings` schema: receiving banks
 * (`/bo/Bank`), role options (the role levels of `/bo/Dropdown`), countries
 * (`/bo/General/getCountryList`) and e-mail templates (rendered by the worker's
 * `SendTemplatedEmailJob`). Plain controller -> service -> repository, changes audited.
 * Other contexts import this module and call the exported services, never the tables.
 */
@Module({
  controllers: [BanksController, RoleOptionsController, CountriesController],
  providers: [BanksRepository, BanksService, RoleOptionsRepository, RoleOptionsService],
  exports: [BanksService, RoleOptionsService],
})
export class SettingsModule {}
