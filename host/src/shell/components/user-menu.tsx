import { Button, Text } from '@chakra-ui/react';
import { displayNameOf, selectUser, useAppSelector } from '@solar/shared';
import { lazy } from 'react';
import { DeferredMenu } from './deferred-menu';
import { ChevronDownIcon } from '../../icons/lucide-icons';
import { UserAvatar } from './user-avatar';

export interface UserMenuProps {
  sidebarCollapsed?: boolean;
  onSidebarCollapsedChange?: (collapsed: boolean) => void;
}

const loadUserMenuDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(async () => ({
  default: (await loadUserMenuDropdown()).UserMenuDropdown,
}));

/** Avatar and display name; its menu (Profile, Settings, Logout) loads when first wanted. */
export function UserMenu(props: UserMenuProps) {
  const user = useAppSelector(selectUser);
  const name = displayNameOf(user);
  const trigger = (
    <Button variant="ghost" size="sm" px="2" aria-label={`Account menu for ${name}`}>
      <UserAvatar user={user} />
      <Text hideBelow="sm">{name}</Text>
      <ChevronDownIcon aria-hidden="true" />
    </Button>
  );
  return (
    <DeferredMenu
      trigger={trigger}
      preload={loadUserMenuDropdown}
      renderMenu={() => <UserMenuDropdown {...props} trigger={trigger} />}
    />
  );
}
