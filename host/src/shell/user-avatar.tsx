import { Avatar } from '@chakra-ui/react';
import { displayNameOf, type User } from '@solar/shared';
import defaultAvatar from '../assets/default-avatar.svg';

/** The user's avatar, or the default image when they have none. */
export function UserAvatar({
  user,
  size = 'sm',
}: {
  user: User | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Avatar.Root size={size}>
      <Avatar.Fallback name={displayNameOf(user)} />
      <Avatar.Image src={user?.avatar || defaultAvatar} alt="" />
    </Avatar.Root>
  );
}
