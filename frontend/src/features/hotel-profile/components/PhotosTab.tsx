import { useState, type DragEvent } from 'react';
import { Alert, Badge, Button, Card, FileButton, Group, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconStar, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  HOTEL_PHOTO_FIELD,
  HOTEL_PHOTO_MAX_BYTES,
  HOTEL_PHOTO_MIME_TYPES,
  HOTEL_PHOTOS_MAX,
  hotelPhotoResultSchema,
  PERMISSIONS,
  type Hotel,
  type HotelPhoto,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { toFormData } from '../../../lib/multipart';
import { selectToken } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { uploadWithProgress, UploadError } from '../../../lib/upload';
import { AuthorizedImage } from '../../../ui/AuthorizedImage';
import { LoadError } from '../../../ui/LoadError';
import { PageLoader } from '../../../ui/PageLoader';
import { useConfirm } from '../../../ui/resource';
import { currentLanguage } from '../../../ui/useLanguage';
import {
  hotelProfileApi,
  photoImagePath,
  UPLOAD_PHOTO_PATH,
  useDeleteHotelPhotoMutation,
  useHotelPhotosQuery,
  useReorderHotelPhotosMutation,
  useSetHotelCoverPhotoMutation,
} from '../hotel-profile.api';
import { TipAction } from '../../../ui/IconAction';

/** The two moves of a photo in the order: one place up, one place down (none past either end). */
const MOVES = [
  { label: 'photos.moveUp', by: -1, icon: IconArrowUp, testId: 'photo-up' },
  { label: 'photos.moveDown', by: 1, icon: IconArrowDown, testId: 'photo-down' },
] as const;

/** `ids` with the photo at `from` moved to `to`. */
function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * The hotel's photos: upload (JPEG, PNG or WebP up to 3 MB, one after another with a progress
 * bar), reorder by dragging (desktop) or with the up/down buttons (any screen, keyboard and
 * phone), choose the cover, delete after confirmation. Viewers see the photos only.
 */
export function PhotosTab({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation('hotel-profile');
  const can = useCan();
  const canEdit = can(PERMISSIONS.hotelsEdit);
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const { data: photos, error, isLoading, refetch } = useHotelPhotosQuery(hotel.hotelID);
  const [reorder, reordering] = useReorderHotelPhotosMutation();
  const [setCover] = useSetHotelCoverPhotoMutation();
  const [deletePhoto] = useDeleteHotelPhotoMutation();
  const [confirm, confirmDialog] = useConfirm();
  const [caption, setCaption] = useState('');
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);

  if (isLoading) return <PageLoader />;
  if (!photos) return <LoadError error={error} onRetry={refetch} />;

  const ids = photos.map((p) => p.hotelPhotoID);
  const room = HOTEL_PHOTOS_MAX - photos.length;
  const altOf = (photo: HotelPhoto) => photo.caption ?? t('photos.alt', { name: hotel.name, position: photo.position });

  const send = async (files: File[]) => {
    const refused: string[] = [];
    for (const file of files.slice(0, room)) {
      if (file.size > HOTEL_PHOTO_MAX_BYTES) {
        refused.push(t('photos.tooLarge', { name: file.name }));
        continue;
      }
      setUpload({ name: file.name, fraction: 0 });
      try {
        const answer = hotelPhotoResultSchema.parse(
          await uploadWithProgress(
            UPLOAD_PHOTO_PATH,
            toFormData({ hotelID: hotel.hotelID, caption: caption.trim() || undefined, [HOTEL_PHOTO_FIELD]: file }),
            { token, language: currentLanguage(), onProgress: (fraction) => setUpload({ name: file.name, fraction }) },
          ),
        );
        toastSuccess(answer.message);
      } catch (problem) {
        refused.push(`${file.name}: ${problem instanceof UploadError ? problem.message : t('failed')}`);
      }
    }
    if (files.length > room) refused.push(t('photos.limit', { max: HOTEL_PHOTOS_MAX }));
    setUpload(null);
    setCaption('');
    setProblems(refused);
    dispatch(hotelProfileApi.util.invalidateTags([{ type: 'HotelPhoto', id: hotel.hotelID }]));
  };

  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      toastSuccess((await work()).message);
    } catch (problem) {
      toastError(errorMessage(problem, t('failed')));
    }
  };
  const move = (from: number, to: number) =>
    to >= 0 && to < ids.length && from !== to
      ? run(() => reorder({ hotelID: hotel.hotelID, hotelPhotoIDs: moved(ids, from, to) }).unwrap())
      : undefined;
  const drop = async (photo: HotelPhoto) => {
    const ok = await confirm({
      title: t('photos.deleteTitle'),
      message: photo.isCover && photos.length > 1 ? t('photos.deleteCoverMessage') : t('photos.deleteMessage'),
      confirmLabel: t('photos.delete'),
      danger: true,
    });
    if (ok) await run(() => deletePhoto({ hotelID: hotel.hotelID, hotelPhotoID: photo.hotelPhotoID }).unwrap());
  };
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) void move(dragged, index);
    setDragged(null);
  };

  return (
    <Stack gap="md">
      {canEdit && (
        <Card withBorder padding="sm">
          <Stack gap="xs">
            <Group align="flex-end" wrap="wrap" gap="sm">
              <TextInput
                label={t('photos.caption')}
                description={t('photos.captionHint')}
                value={caption}
                maxLength={150}
                onChange={(event) => setCaption(event.currentTarget.value)}
                style={{ flex: '1 1 240px' }}
                data-testid="photo-caption"
              />
              <FileButton onChange={(files) => void send(files)} accept={HOTEL_PHOTO_MIME_TYPES.join(',')} multiple>
                {(props) => (
                  <Button
                    {...props}
                    leftSection={<IconUpload size={16} />}
                    disabled={upload !== null || room <= 0}
                    data-testid="photo-upload"
                  >
                    {t('photos.upload')}
                  </Button>
                )}
              </FileButton>
            </Group>
            <Text size="sm" c="dimmed">
              {t('photos.rules', { count: photos.length, max: HOTEL_PHOTOS_MAX })}
            </Text>
            {upload && (
              <Stack gap={4}>
                <Text size="sm">{t('photos.uploading', { name: upload.name })}</Text>
                <Progress value={Math.round(upload.fraction * 100)} aria-label={t('photos.uploading', { name: upload.name })} />
              </Stack>
            )}
            {problems.length > 0 && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                withCloseButton
                onClose={() => setProblems([])}
                data-testid="photo-problems"
              >
                {problems.map((problem) => (
                  <Text key={problem} size="sm">
                    {problem}
                  </Text>
                ))}
              </Alert>
            )}
          </Stack>
        </Card>
      )}
      {photos.length === 0 && <Text c="dimmed">{t('photos.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="hotel-photos">
        {photos.map((photo, index) => (
          <Card
            key={photo.hotelPhotoID}
            withBorder
            padding="xs"
            draggable={canEdit}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => canEdit && event.preventDefault()}
            onDrop={dropOn(index)}
            style={{ opacity: dragged === index ? 0.5 : 1, cursor: canEdit ? 'grab' : undefined }}
            data-testid="hotel-photo"
            data-cover={photo.isCover}
          >
            <Card.Section>
              <AuthorizedImage
                path={photoImagePath(photo.hotelPhotoID)}
                alt={altOf(photo)}
                failedText={t('photos.imageFailed')}
                h={160}
                fit="cover"
              />
            </Card.Section>
            <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
              <Text size="sm" lineClamp={2} title={photo.caption ?? undefined}>
                {photo.position}. {photo.caption ?? photo.fileName}
              </Text>
              {photo.isCover && (
                <Badge variant="light" miw="max-content" data-testid="cover-badge">
                  {t('photos.cover')}
                </Badge>
              )}
            </Group>
            {canEdit && (
              <Group gap={4} mt="xs" wrap="wrap">
                {MOVES.map((step) => (
                  <TipAction
                    key={step.testId}
                    label={t(step.label)}
                    of={altOf(photo)}
                    icon={step.icon}
                    variant="default"
                    size="lg"
                    disabled={photos[index + step.by] === undefined || reordering.isLoading}
                    onClick={() => void move(index, index + step.by)}
                    testId={step.testId}
                  />
                ))}
                {!photo.isCover && (
                  <Button
                    variant="light"
                    size="compact-sm"
                    leftSection={<IconStar size={14} />}
                    onClick={() =>
                      void run(() => setCover({ hotelID: hotel.hotelID, hotelPhotoID: photo.hotelPhotoID }).unwrap())
                    }
                    data-testid="photo-cover"
                  >
                    {t('photos.makeCover')}
                  </Button>
                )}
                <TipAction
                  label={t('photos.delete')}
                  of={altOf(photo)}
                  icon={IconTrash}
                  variant="light"
                  color="red"
                  size="lg"
                  ml="auto"
                  onClick={() => void drop(photo)}
                  testId="photo-delete"
                />
              </Group>
            )}
          </Card>
        ))}
      </SimpleGrid>
      {confirmDialog}
    </Stack>
  );
}
