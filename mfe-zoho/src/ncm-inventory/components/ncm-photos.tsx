import { Box, Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { maxNcmPhotos, messages, type NcmRecord, notify, serverFieldTextOf } from '@solar/shared';
import { useRef } from 'react';
import { useNcmPhotoUploadMutation } from '../api/ncm-inventory-endpoints';
import { NcmPhotoThumbnail } from './ncm-photo-thumbnail';

/** The record's photos as thumbnails, and adding more (the vendor's evidence for a return). */
export function NcmPhotos({ record }: { record: NcmRecord }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, uploading] = useNcmPhotoUploadMutation();
  const full = record.photos.length >= maxNcmPhotos;

  const send = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const result = await upload({ id: record.id, file });
      if (result.error) {
        notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
        return;
      }
      notify.success(messages.ncmPhotoUploaded);
    }
  };

  return (
    <Box>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
        <Text fontWeight="semibold">Photos</Text>
        <Button
          size="sm"
          variant="outline"
          loading={uploading.isLoading}
          disabled={full}
          title={full ? messages.ncmTooManyPhotos : undefined}
          onClick={() => input.current?.click()}
        >
          Add photos
        </Button>
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/heic"
            multiple
            aria-label="Photos to add"
            tabIndex={-1}
            onChange={(event) => {
              const files = event.currentTarget.files;
              void send(files).finally(() => {
                if (input.current) input.current.value = '';
              });
            }}
          />
        </VisuallyHidden>
      </Flex>
      {record.photos.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No photos yet. Add photos of the damage and the labels: the vendor asks for them with a
          return.
        </Text>
      ) : (
        <Flex as="ul" gap="3" wrap="wrap" aria-label="Photos">
          {record.photos.map((photo) => (
            <NcmPhotoThumbnail key={photo.id} recordId={record.id} photo={photo} />
          ))}
        </Flex>
      )}
    </Box>
  );
}
