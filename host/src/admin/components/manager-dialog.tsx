import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { type AdminUser, messages, notify, SelectField, serverReasonOf } from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useAdminSetManagerMutation, useAdminUsersQuery } from '../api/admin-endpoints';

interface ManagerDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/**
 * Chooses a staff user's manager among the active staff (the sales-person tree). The server
 * refuses cycles with its message; the list leaves out only the user themself.
 */
export function ManagerDialog({ user, onClose }: ManagerDialogProps) {
  const [managerId, setManagerId] = useState(user.manager ? String(user.manager.id) : '');
  const staff = useAdminUsersQuery({ is_staff: 'true', is_active: 'true', page_size: 100 });
  const [setManager, saving] = useAdminSetManagerMutation();
  const options = (staff.data?.results ?? []).filter((candidate) => candidate.id !== user.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await setManager({
      id: user.id,
      body: { manager_id: managerId === '' ? null : Number(managerId) },
    });
    if ('error' in result) {
      notify.error(messages.failedToChangeManager + serverReasonOf(result.error));
      return;
    }
    notify.success(messages.managerChanged);
    onClose();
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !saving.isLoading) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <form onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>Manager of {user.email}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <SelectField
                  label="Manager"
                  disabled={staff.isLoading}
                  value={managerId}
                  onChange={setManagerId}
                  placeholder="No manager (top of the sales tree)"
                  options={options.map((candidate) => ({
                    value: candidate.id,
                    label: `${candidate.first_name} ${candidate.last_name} (${candidate.email})`,
                  }))}
                />
                {staff.isError ? (
                  <Text color="fg.error" mt="2" role="alert">
                    {messages.failedToFetchUsers}
                  </Text>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving.isLoading}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving.isLoading}>
                  Save
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={saving.isLoading} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
