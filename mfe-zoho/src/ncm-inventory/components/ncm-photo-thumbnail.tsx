import { Box, Image, Link, Spinner, Text } from '@chakra-ui/react';
import type { NcmPhoto } from '@solar/shared';
import { useNcmPhotoUrl } from '../hooks/use-ncm-photo-url';

interface NcmPhotoThumbnailProps {
  recordId: number;
  photo: NcmPhoto;
}

/** A photo's thumbnail; following it opens the photo at full size in a new tab. */
export function NcmPhotoThumbnail({ recordId, photo }: NcmPhotoThumbnailProps) {
  const url = useNcmPhotoUrl(recordId, photo.id);
  return (
    <Box as="li" listStyleType="none" width="28">
      {url ? (
        <Link
          href={url}
          target="_blank"
          rel="noopener"
          display="block"
          aria-label={`Open ${photo.name} at full size`}
        >
          <Image
            src={url}
            alt={photo.name}
            width="28"
            height="28"
            objectFit="cover"
            borderRadius="md"
            borderWidth="1px"
          />
        </Link>
      ) : (
        <Box
          width="28"
          height="28"
          borderRadius="md"
          borderWidth="1px"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          <Spinner size="sm" aria-label={`Loading ${photo.name}`} />
        </Box>
      )}
      <Text fontSize="xs" color="fg.muted" truncate title={photo.name} mt="1">
        {photo.name}
      </Text>
    </Box>
  );
}
