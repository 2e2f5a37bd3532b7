import { Image } from '@chakra-ui/react';
import type { User } from '@solar/shared';
import { useState } from 'react';
import defaultAvatar from '../../assets/default-avatar.svg';

// The sizes of Chakra's Avatar (sm 9, md 10, lg 11): the header shows this on every first view,
// and Chakra's Avatar would bring zag's state machine runtime with it for what
// is a round picture with a fallback.
const boxSizes = { sm: '9', md: '10', lg: '11' } as const;

/** The user's avatar, or the default image when they have none or theirs does not load. */
export function UserAvatar({
  user,
  size = 'sm',
}: {
  user: User | null;
  size?: keyof typeof boxSizes;
}) {
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const own = user?.avatar || null;
  const source = own && own !== failedSource ? own : defaultAvatar;
  return (
    <Image
      src={source}
      alt=""
      boxSize={boxSizes[size]}
      borderRadius="full"
      objectFit="cover"
      flexShrink={0}
      bg="bg.muted"
      onError={() => setFailedSource(own)}
    />
  );
}
