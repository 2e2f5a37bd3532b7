import {
  Button,
  CloseButton,
  DataList,
  Dialog,
  HStack,
  Portal,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { displayNameOf, type User } from '@solar/shared';
import { UserAvatar } from './user-avatar';

export type AccountDialogMode = 'profile' | 'settings';

interface AccountDialogProps {
  mode: AccountDialogMode | null;
  user: User | null;
  onClose: () => void;
  sidebarCollapsed: boolean;
  onSidebarCollapsedChange: (collapsed: boolean) => void;
}

/** Profile (who is signed in) and Settings (this device's preferences) from the user menu. */
export function AccountDialog(props: AccountDialogProps) {
  const { mode, user, onClose } = props;
  return (
    <Dialog.Root open={mode !== null} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{mode === 'settings' ? 'Settings' : 'Profile'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {mode === 'settings' ? (
                <Stack gap="3">
                  <Switch.Root
                    checked={props.sidebarCollapsed}
                    onCheckedChange={(details) => props.onSidebarCollapsedChange(details.checked)}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Keep the sidebar collapsed</Switch.Label>
                  </Switch.Root>
                  <Text fontSize="sm" color="fg.muted">
                    Saved in this browser only.
                  </Text>
                </Stack>
              ) : (
                <Stack gap="4">
                  <HStack gap="3">
                    <UserAvatar user={user} size="lg" />
                    <Text fontWeight="semibold" fontSize="lg">
                      {displayNameOf(user)}
                    </Text>
                  </HStack>
                  <DataList.Root orientation="horizontal">
                    {[
                      ['Username', user?.username],
                      ['Email', user?.email],
                      ['First name', user?.first_name],
                      ['Last name', user?.last_name],
                      ['Account', user?.is_staff ? 'Staff' : 'Customer'],
                    ].map(([label, value]) => (
                      <DataList.Item key={label}>
                        <DataList.ItemLabel>{label}</DataList.ItemLabel>
                        <DataList.ItemValue>{value || '-'}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
