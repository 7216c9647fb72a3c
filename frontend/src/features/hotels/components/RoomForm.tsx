import { createRoomSchema, screenPath, updateRoomSchema, type Room } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast';
import { ResourceForm, type FormField } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { useBedCombinationListQuery, useCreateRoomMutation, useFacilitiesQuery, useUpdateRoomMutation } from '../hotels.api';
import { nameIn } from './hotel-words';

const valuesOf = (room?: Room) => ({
  code: room?.code ?? '',
  name: room?.name ?? '',
  description: room?.description ?? '',
  sizeSqm: room?.sizeSqm ?? undefined,
  maxAdults: room?.maxAdults ?? 2,
  maxChildren: room?.maxChildren ?? 0,
  maxOccupancy: room?.maxOccupancy ?? 2,
  extraBeds: room?.extraBeds ?? 0,
  roomCount: room?.roomCount ?? 1,
  releaseDays: room?.releaseDays ?? 0,
  smokingAllowed: room?.smokingAllowed ?? false,
  bedCombinationIDs: room?.bedCombinations.map((bed) => bed.bedCombinationID) ?? [],
  amenityIDs: room?.amenities.map((amenity) => amenity.facilityID) ?? [],
  active: room?.active ?? true,
});
type RoomValues = ReturnType<typeof valuesOf> & Record<string, unknown>;

/**
 * A room type's form: createRoom for `hotelID` (then its profile opens) or updateRoomInfo for
 * `room`. Bed combinations (active ones, plus those the room already offers) and room amenities
 * (catalogue scope ROOM) are ticked; the order ticked is the order offered.
 */
export function RoomForm({
  hotelID,
  room,
  readOnly,
  cancelTo,
}: {
  hotelID?: string;
  room?: Room;
  readOnly?: boolean;
  cancelTo?: string;
}) {
  const { t } = useTranslation('hotels');
  const language = useLanguage();
  const { data: combinations } = useBedCombinationListQuery({
    pageSize: 50,
    curPageIndex: 1,
    sortKey: 'nameEn',
    sortOrder: 'asc',
  });
  const { data: amenities } = useFacilitiesQuery({ scope: 'ROOM' });
  const [createRoom] = useCreateRoomMutation();
  const [updateRoom] = useUpdateRoomMutation();
  const offered = new Set(room?.bedCombinations.map((bed) => bed.bedCombinationID));
  const listed = new Set(room?.amenities.map((amenity) => amenity.facilityID));
  const fields: FormField[] = [
    { name: 'code', label: t('fields.code'), required: true, autoComplete: 'off' },
    { name: 'name', label: t('fields.name'), required: true },
    { name: 'maxAdults', label: t('room.maxAdults'), type: 'number', required: true },
    { name: 'maxChildren', label: t('room.maxChildren'), type: 'number' },
    {
      name: 'maxOccupancy',
      label: t('room.maxOccupancy'),
      type: 'number',
      required: true,
      description: t('room.maxOccupancyHint'),
    },
    { name: 'extraBeds', label: t('room.extraBeds'), type: 'number' },
    { name: 'roomCount', label: t('room.roomCount'), type: 'number', required: true, description: t('room.roomCountHint') },
    { name: 'releaseDays', label: t('room.releaseDays'), type: 'number', description: t('room.releaseDaysHint') },
    { name: 'sizeSqm', label: t('room.sizeSqm'), type: 'number' },
    { name: 'smokingAllowed', label: t('room.smokingAllowed'), type: 'switch' },
    { name: 'active', label: t('room.activeHint'), type: 'switch' },
    { name: 'description', label: t('fields.description'), type: 'textarea', wide: true },
    {
      name: 'bedCombinationIDs',
      label: t('room.bedCombinations'),
      type: 'checkboxes',
      required: true,
      wide: true,
      options: (combinations?.items ?? [])
        .filter((bed) => bed.active || offered.has(bed.bedCombinationID))
        .map((bed) => ({ value: bed.bedCombinationID, label: nameIn(language, bed) })),
    },
    {
      name: 'amenityIDs',
      label: t('room.amenities'),
      type: 'checkboxes',
      wide: true,
      options: (amenities ?? [])
        .filter((amenity) => amenity.active || listed.has(amenity.facilityID))
        .map((amenity) => ({ value: amenity.facilityID, label: nameIn(language, amenity) })),
    },
  ];
  return room ? (
    <ResourceForm<typeof updateRoomSchema, RoomValues>
      schema={updateRoomSchema}
      initialValues={{ roomInfoID: room.roomInfoID, ...valuesOf(room) }}
      fields={fields}
      readOnly={readOnly}
      submitLabel={t('room.save')}
      testId="room-form"
      onSubmit={async (body) => {
        toastSuccess((await updateRoom(body).unwrap()).message);
      }}
    />
  ) : (
    <ResourceForm<typeof createRoomSchema, RoomValues>
      schema={createRoomSchema}
      initialValues={{ hotelID: hotelID ?? '', ...valuesOf() }}
      fields={fields}
      submitLabel={t('room.create')}
      cancelTo={cancelTo}
      testId="room-form"
      onSubmit={async (body) => {
        const result = await createRoom(body).unwrap();
        toastSuccess(result.message);
        return screenPath('roomProfile', result.room.roomInfoID);
      }}
    />
  );
}
