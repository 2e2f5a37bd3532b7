import { Button, CloseButton, Dialog, Input, Portal, Stack, Switch } from '@chakra-ui/react';
import {
  type AdminUser,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  firstErrorByField,
  FormField,
  messages,
  notify,
  serverReasonOf,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useAdminCreateUserMutation, useAdminUpdateUserMutation } from '../api/admin-endpoints';

interface UserFormDialogProps {
  /** The user to edit; without one the dialog creates a user. */
  user?: AdminUser;
  onClose: () => void;
}

type Field = 'email' | 'first_name' | 'last_name';
type Errors = Partial<Record<Field, string>>;

/**
 * Create a user by email, or edit a user's names and staff flag. The same zod schemas as the
 * server's check the fields first, so the messages match what the server would answer.
 * Mount it to open it.
 */
export function UserFormDialog({ user, onClose }: UserFormDialogProps) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState(user?.first_name ?? '');
  const [lastName, setLastName] = useState(user?.last_name ?? '');
  const [isStaff, setIsStaff] = useState(user?.is_staff ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [createUser, creation] = useAdminCreateUserMutation();
  const [updateUser, update] = useAdminUpdateUserMutation();
  const saving = creation.isLoading || update.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { first_name: firstName, last_name: lastName, is_staff: isStaff };
    const parsed = user
      ? adminUserUpdateSchema.safeParse(values)
      : adminUserCreateSchema.safeParse({ ...values, email });
    if (!parsed.success) {
      setErrors(firstErrorByField<Field>(parsed.error));
      return;
    }
    setErrors({});
    const result = user
      ? await updateUser({ id: user.id, body: adminUserUpdateSchema.parse(values) })
      : await createUser(adminUserCreateSchema.parse({ ...values, email }));
    if ('error' in result) {
      notify.error(messages.failedToSaveUser + serverReasonOf(result.error));
      return;
    }
    notify.success(user ? messages.userUpdated : messages.userCreated);
    onClose();
  };

  const title = user ? `Edit ${user.email}` : 'New User';
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {user ? null : (
                    <FormField label="Email" required error={errors.email}>
                      <Input
                        type="email"
                        autoComplete="off"
                        value={email}
                        onChange={(event) => setEmail(event.currentTarget.value)}
                      />
                    </FormField>
                  )}
                  <FormField label="First name" required error={errors.first_name}>
                    <Input
                      value={firstName}
                      maxLength={100}
                      onChange={(event) => setFirstName(event.currentTarget.value)}
                    />
                  </FormField>
                  <FormField label="Last name" required error={errors.last_name}>
                    <Input
                      value={lastName}
                      maxLength={100}
                      onChange={(event) => setLastName(event.currentTarget.value)}
                    />
                  </FormField>
                  <Switch.Root
                    checked={isStaff}
                    onCheckedChange={(details) => setIsStaff(details.checked)}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Staff (uses the workplace; off: customer portal)</Switch.Label>
                  </Switch.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving}>
                  {user ? 'Save' : 'Create'}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={saving} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
