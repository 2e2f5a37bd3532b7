import {
  Box,
  Button,
  HStack,
  Link as ChakraLink,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { type AdminUser, formatDateTime, StatusTag, workplacePath } from '@solar/shared';
import { Link } from 'react-router';

interface UsersTableProps {
  users: readonly AdminUser[];
  /** The signed-in administrator: they cannot deactivate themself. */
  currentUserId: number | null;
  onEdit: (user: AdminUser) => void;
  onManager: (user: AdminUser) => void;
  onToggleActive: (user: AdminUser) => void;
}

/** Room for each action's longest label ("Reactivate"), so the actions line up from row to row. */
const actionWidth = { edit: '2.75rem', manager: '4.5rem', active: '5.5rem' } as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const fullNameOf = (user: AdminUser) =>
  `${user.first_name} ${user.last_name}`.trim() || user.username;

/** The users list: who they are, what they are, and the actions on each. */
export function UsersTable({
  users,
  currentUserId,
  onEdit,
  onManager,
  onToggleActive,
}: UsersTableProps) {
  if (users.length === 0) return <Text py="6">No users match the search.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Users">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Staff</Table.ColumnHeader>
            <Table.ColumnHeader>Superuser</Table.ColumnHeader>
            <Table.ColumnHeader>Active</Table.ColumnHeader>
            <Table.ColumnHeader>Manager</Table.ColumnHeader>
            <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => {
            const name = fullNameOf(user);
            return (
              <Table.Row key={user.id}>
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell>{user.email}</Table.Cell>
                <Table.Cell>{yesNo(user.is_staff)}</Table.Cell>
                <Table.Cell>{yesNo(user.is_superuser)}</Table.Cell>
                <Table.Cell>
                  <StatusTag
                    label={user.is_active ? 'Active' : 'Inactive'}
                    colorPalette={user.is_active ? 'green' : 'gray'}
                  />
                </Table.Cell>
                <Table.Cell>{user.manager ? user.manager.name : '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {user.last_login_at ? formatDateTime(user.last_login_at) : 'Never'}
                </Table.Cell>
                <Table.Cell>
                  {/* One line, each action in the same place on every row: a button a row
                      does not offer leaves its place empty instead of pulling the others in. */}
                  <HStack gap="1" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="outline"
                      flexShrink="0"
                      w={actionWidth.edit}
                      onClick={() => onEdit(user)}
                    >
                      Edit<VisuallyHidden> {user.email}</VisuallyHidden>
                    </Button>
                    {user.is_staff ? (
                      <Button
                        size="xs"
                        variant="outline"
                        flexShrink="0"
                        w={actionWidth.manager}
                        onClick={() => onManager(user)}
                      >
                        Manager<VisuallyHidden> of {user.email}</VisuallyHidden>
                      </Button>
                    ) : (
                      <Box flexShrink="0" w={actionWidth.manager} aria-hidden="true" />
                    )}
                    {user.id === currentUserId ? (
                      <Box flexShrink="0" w={actionWidth.active} aria-hidden="true" />
                    ) : (
                      <Button
                        size="xs"
                        variant="outline"
                        flexShrink="0"
                        w={actionWidth.active}
                        colorPalette={user.is_active ? 'red' : 'green'}
                        onClick={() => onToggleActive(user)}
                      >
                        {user.is_active ? 'Deactivate' : 'Reactivate'}
                        <VisuallyHidden> {user.email}</VisuallyHidden>
                      </Button>
                    )}
                    <ChakraLink asChild fontSize="sm" color="brand.fg" flexShrink="0">
                      <Link
                        to={workplacePath('admin/user-access-setting/:userId', { userId: user.id })}
                      >
                        Access<VisuallyHidden> of {user.email}</VisuallyHidden>
                      </Link>
                    </ChakraLink>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
