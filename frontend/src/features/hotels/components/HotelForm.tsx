import {
  CHANNEL,
  CURRENCY_CODES,
  createHotelSchema,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_CURRENCY,
  DEFAULT_HOTEL_TIME_ZONE,
  MALAYSIA_COUNTRY_CODE,
  MALAYSIA_STATES,
  optionsOf,
  screenPath,
  SCREEN_PATHS,
  STAR_RATING,
  updateHotelSchema,
  type Hotel,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toastSuccess } from '../../../lib/toast';
import { countryOptions } from '../../../ui/record-labels';
import { ResourceForm, type FormField } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { useCountryListQuery } from '../../organizations';
import { useCreateHotelMutation, useUpdateHotelMutation } from '../hotels.api';

/** A hotel as the form holds it: text as typed, the star rating as its select value. */
const valuesOf = (hotel?: Hotel) => ({
  code: hotel?.code ?? '',
  name: hotel?.name ?? '',
  starRating: hotel ? String(hotel.starRating) : '',
  description: hotel?.description ?? '',
  addressLine1: hotel?.addressLine1 ?? '',
  addressLine2: hotel?.addressLine2 ?? '',
  postcode: hotel?.postcode ?? '',
  city: hotel?.city ?? '',
  state: hotel?.state ?? '',
  countryCode: hotel?.countryCode ?? DEFAULT_COUNTRY_CODE,
  latitude: hotel?.latitude ?? '',
  longitude: hotel?.longitude ?? '',
  phone: hotel?.phone ?? '',
  email: hotel?.email ?? '',
  website: hotel?.website ?? '',
  checkInTime: hotel?.checkInTime ?? '15:00',
  checkOutTime: hotel?.checkOutTime ?? '12:00',
  currencyCode: hotel?.currencyCode ?? DEFAULT_CURRENCY,
  timeZone: hotel?.timeZone ?? DEFAULT_HOTEL_TIME_ZONE,
  channel: hotel?.channel ?? '',
  supplierHotelCode: hotel?.supplierHotelCode ?? '',
  active: hotel?.active ?? true,
});
type HotelValues = ReturnType<typeof valuesOf> & { hotelID?: string };

/** The select's text value as the number the shared schema takes; the rest as typed. */
const asBody = (values: unknown) => {
  const v = values as HotelValues;
  return { ...v, starRating: v.starRating === '' ? undefined : Number(v.starRating) };
};
const createFormSchema = z.preprocess(asBody, createHotelSchema);
const updateFormSchema = z.preprocess(asBody, updateHotelSchema);

export interface HotelFormProps {
  /** The hotel to edit (updateHotel, hotels.edit); none: a new hotel (createHotel), then its profile opens. */
  hotel?: Hotel;
  /** Where 'Cancel' goes (the hotel list by default for a new hotel). */
  cancelTo?: string;
  /** After an edit is saved (the profile's Details tab stays where it is). */
  onSaved?: (hotel: Hotel) => void;
  readOnly?: boolean;
}

/**
 * The hotel form: every field of createHotel / updateHotel, validated with the shared schemas (the
 * state a select of Malaysia's states for a Malaysian address, free text elsewhere). Used by
 * /Hotel/Hotels/create-hotel and by the hotel profile's Details tab to edit.
 */
export function HotelForm({ hotel, cancelTo, onSaved, readOnly }: HotelFormProps) {
  const { t } = useTranslation('hotels');
  const language = useLanguage();
  const { data: countries } = useCountryListQuery();
  const [createHotel] = useCreateHotelMutation();
  const [updateHotel] = useUpdateHotelMutation();
  const label = (key: string) => t(`hotel.${key}`);
  const select = (options: readonly { value: string | number; label: string }[]) =>
    options.map((option) => ({ value: String(option.value), label: option.label }));

  const fields = (values: HotelValues): FormField[] => [
    { name: 'code', label: label('code'), required: true, description: t('hotel.codeHint'), autoComplete: 'off' },
    { name: 'name', label: label('name'), required: true },
    {
      name: 'starRating',
      label: label('starRating'),
      type: 'select',
      options: select(optionsOf(STAR_RATING, language)),
      required: true,
    },
    { name: 'active', label: label('activeHint'), type: 'switch' },
    { name: 'description', label: label('description'), type: 'textarea', wide: true },
    { name: 'addressLine1', label: label('addressLine1'), required: true, wide: true, autoComplete: 'address-line1' },
    { name: 'addressLine2', label: label('addressLine2'), wide: true, autoComplete: 'address-line2' },
    {
      name: 'countryCode',
      label: label('country'),
      type: 'select',
      options: countryOptions(countries, language),
      required: true,
    },
    values.countryCode === MALAYSIA_COUNTRY_CODE
      ? {
          name: 'state',
          label: label('state'),
          type: 'select',
          options: MALAYSIA_STATES.map((s) => ({ value: s, label: s })),
          required: true,
        }
      : { name: 'state', label: label('state'), autoComplete: 'address-level1' },
    { name: 'city', label: label('city'), required: true, description: t('hotel.cityHint'), autoComplete: 'address-level2' },
    { name: 'postcode', label: label('postcode'), autoComplete: 'postal-code' },
    { name: 'latitude', label: label('latitude'), type: 'number' },
    { name: 'longitude', label: label('longitude'), type: 'number' },
    { name: 'phone', label: label('phone'), autoComplete: 'tel' },
    { name: 'email', label: label('email'), type: 'email', autoComplete: 'email' },
    { name: 'website', label: label('website'), placeholder: 'https://', wide: true },
    { name: 'checkInTime', label: label('checkInTime'), placeholder: 'HH:MM', required: true },
    { name: 'checkOutTime', label: label('checkOutTime'), placeholder: 'HH:MM', required: true },
    {
      name: 'currencyCode',
      label: label('currencyCode'),
      type: 'select',
      options: CURRENCY_CODES.map((code) => ({ value: code, label: code })),
      required: true,
      description: t('hotel.currencyHint'),
    },
    { name: 'timeZone', label: label('timeZone'), required: true, description: t('hotel.timeZoneHint') },
    {
      name: 'channel',
      label: label('channel'),
      type: 'select',
      options: select(optionsOf(CHANNEL, language)),
      description: t('hotel.channelHint'),
    },
    { name: 'supplierHotelCode', label: label('supplierHotelCode') },
  ];

  return hotel ? (
    <ResourceForm<typeof updateFormSchema, HotelValues>
      schema={updateFormSchema}
      initialValues={{ hotelID: hotel.hotelID, ...valuesOf(hotel) }}
      fields={fields}
      submitLabel={t('hotel.save')}
      cancelTo={cancelTo}
      readOnly={readOnly}
      testId="hotel-form"
      onSubmit={async (body) => {
        const result = await updateHotel(body).unwrap();
        toastSuccess(result.message);
        onSaved?.(result.hotel);
      }}
    />
  ) : (
    <ResourceForm<typeof createFormSchema, HotelValues>
      schema={createFormSchema}
      initialValues={valuesOf()}
      fields={fields}
      submitLabel={t('hotel.create')}
      cancelTo={cancelTo ?? SCREEN_PATHS.hotels}
      testId="hotel-form"
      onValuesChange={(values, previous, form) => {
        if (values.countryCode !== previous.countryCode && values.state) form.setFieldValue('state', '');
      }}
      onSubmit={async (body) => {
        const result = await createHotel(body).unwrap();
        toastSuccess(result.message);
        return screenPath('hotelProfile', result.hotel.hotelID);
      }}
    />
  );
}
