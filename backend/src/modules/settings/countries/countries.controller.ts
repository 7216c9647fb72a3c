import { Controller, Get } from '@nestjs/common';
import { countryListSchema } from '@bo/shared';
import { Public } from '../../../core/auth/auth.decorators';
import { Contract } from '../../../core/http/contract.decorator';
import { countryList } from './country-reference';

/** The country reference under `/bo/General` (public: the sign-up form on the login page needs it). */
@Controller('bo/General')
export class CountriesController {
  @Get('getCountryList')
  @Public()
  @Contract({
    summary: 'Countries: Malaysia first with its states, the rest by name, then Others and N/A',
    response: countryListSchema,
    tags: ['settings'],
  })
  countries() {
    return countryList();
  }
}
