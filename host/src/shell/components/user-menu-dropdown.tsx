import { Menu, Portal } from '@chakra-ui/react';
import {
  logout,
  messages,
  notify,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@solar/shared';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { LuLogOut, LuSettings, LuUser } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import type { AccountDialogMode } from './account-dialog';
import { LoadedMenuTrigger } from './loaded-menu-trigger';
import type { UserMenuProps } from './user-menu';

// Profile and Settings are a dialog (with its focus trap, data list and switch) that most visits
// never open: loaded with the first opening, then kept mounted so closing and reopening behave
// as before.
const AccountDialog = lazy(async () => ({
  default: (await import('./account-dialog')).AccountDialog,
}));

/** The account menu once loaded (see UserMenu): Profile, Settings, Logout. */
export function UserMenuDropdown({
  trigger,
  sidebarCollapsed = false,
  onSidebarCollapsedChange,
}: UserMenuProps & { trigger: ReactElement }) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<AccountDialogMode | null>(null);
  const [dialogLoaded, setDialogLoaded] = useState(false);

  const signOut = async () => {
    // The token is revoked before the login page clears the stored session.
    const revoked = await dispatch(logout());
    if (!revoked) notify.error(messages.logoutFailed);
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <Menu.Root
        onSelect={(details) => {
          if (details.value === 'logout') void signOut();
          else {
            setDialogLoaded(true);
            setDialog(details.value as AccountDialogMode);
          }
        }}
      >
        <LoadedMenuTrigger trigger={trigger} />
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="profile">
                <LuUser aria-hidden="true" /> Profile
              </Menu.Item>
              <Menu.Item value="settings">
                <LuSettings aria-hidden="true" /> Settings
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout">
                <LuLogOut aria-hidden="true" /> Logout
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <AccountDialog
            mode={dialog}
            user={user}
            onClose={() => setDialog(null)}
            sidebarCollapsed={sidebarCollapsed}
            onSidebarCollapsedChange={(collapsed) => onSidebarCollapsedChange?.(collapsed)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
