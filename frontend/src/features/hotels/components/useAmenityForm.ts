import { addFacilitySchema, editFacilitySchema, FACILITY_CATEGORY, FACILITY_SCOPE, optionsOf, type Facility } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormDialog, type FormField } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { useAddFacilityMutation, useEditFacilityMutation } from '../hotels.api';

/**
 * The catalogue entry form in a dialog: `open()` adds one (hotel-amenities.create), `open(facility)`
 * edits it (hotel-amenities.edit; its code and scope never change, so they are shown, not edited).
 */
export function useAmenityForm() {
  const { t } = useTranslation('hotels');
  const language = useLanguage();
  const [addFacility] = useAddFacilityMutation();
  const [editFacility] = useEditFacilityMutation();
  const [openForm, dialog] = useFormDialog();
  const options = (values: typeof FACILITY_SCOPE | typeof FACILITY_CATEGORY) =>
    optionsOf(values, language).map((option) => ({ value: String(option.value), label: option.label }));
  const fields = (editing: boolean): FormField[] => [
    { name: 'code', label: t('fields.code'), required: true, autoComplete: 'off', disabled: editing },
    {
      name: 'scope',
      label: t('amenities.scope'),
      type: 'select',
      options: options(FACILITY_SCOPE),
      required: true,
      disabled: editing,
    },
    { name: 'nameEn', label: t('fields.nameEn'), required: true },
    { name: 'nameMs', label: t('fields.nameMs'), required: true },
    { name: 'category', label: t('amenities.category'), type: 'select', options: options(FACILITY_CATEGORY), required: true },
    { name: 'icon', label: t('amenities.icon'), description: t('amenities.iconHint'), autoComplete: 'off' },
    { name: 'sortOrder', label: t('amenities.sortOrder'), type: 'number' },
    { name: 'active', label: t('amenities.activeHint'), type: 'switch' },
  ];
  const form = { submitLabel: t('amenities.save'), testId: 'amenity-form' };
  const open = (facility?: Facility) =>
    facility
      ? openForm({
          ...form,
          title: t('amenities.editOf', { name: language === 'ms' ? facility.nameMs : facility.nameEn }),
          fields: fields(true),
          // The form shows code and scope; the call takes neither.
          schema: editFacilitySchema.extend({ code: z.string().optional(), scope: z.string().optional() }),
          initialValues: {
            facilityID: facility.facilityID,
            code: facility.code,
            scope: facility.scope,
            nameEn: facility.nameEn,
            nameMs: facility.nameMs,
            category: facility.category,
            icon: facility.icon ?? '',
            sortOrder: facility.sortOrder,
            active: facility.active,
          },
          onSubmit: async ({ code: _code, scope: _scope, ...body }) => (await editFacility(body).unwrap()).message,
        })
      : openForm({
          ...form,
          title: t('amenities.create'),
          fields: fields(false),
          schema: addFacilitySchema,
          initialValues: { code: '', scope: '', nameEn: '', nameMs: '', category: '', icon: '', sortOrder: 0, active: true },
          onSubmit: async (body) => (await addFacility(body).unwrap()).message,
        });
  return [open, dialog] as const;
}
