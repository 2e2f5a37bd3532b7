import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  HStack,
  Link as ChakraLink,
  Spinner,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import {
  type AdminMenuAccess,
  type AdminUser,
  menuAccessIdsOf,
  type MenuItem,
  messages,
  normalizeMenuAccess,
  notify,
  PageHeader,
  serverReasonOf,
  toggleMenuAccess,
  workplacePath,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  useAdminMenuAccessQuery,
  useAdminMenuItemsQuery,
  useAdminSaveMenuAccessMutation,
  useAdminUserQuery,
} from './api/admin-endpoints';
import { AuditEventsList } from './components/audit-events-list';
import { MenuAccessTreeView } from './components/menu-access-tree-view';

const title = workplaceRouteByPattern('admin/user-access-setting/:userId').title;

/**
 * `admin/user-access-setting/:userId`: every page by title, grouped by area, with a box per page,
 * the superuser switch, Save (replaces the granted set) in a bar that stays in view, and the
 * user's change history.
 */
export function UserAccessSettingPage() {
  const { userId: param } = useParams();
  const userId = Number(param);
  const valid = Number.isInteger(userId) && userId > 0;
  const user = useAdminUserQuery(userId, { skip: !valid });
  const tree = useAdminMenuItemsQuery(undefined, { skip: !valid });
  const access = useAdminMenuAccessQuery(userId, { skip: !valid });

  let content;
  if (!valid || user.isError || tree.isError || access.isError) {
    const error = user.error ?? tree.error ?? access.error;
    content = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{messages.failedToLoadAccessSettings}</Alert.Title>
          <Alert.Description>
            {valid ? serverReasonOf(error) : messages.apiUserNotFound}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  } else if (!user.data || !tree.data || !access.data) {
    content = (
      <Center py="12" role="status" aria-label="Loading access settings">
        <Spinner size="lg" />
      </Center>
    );
  } else {
    content = (
      <AccessEditor
        // A new answer from the server (after a save) starts the form again from it.
        key={`${user.data.id}:${JSON.stringify(access.data)}`}
        user={user.data}
        tree={tree.data}
        access={access.data}
      />
    );
  }

  return (
    <Box>
      <PageHeader
        title={title}
        description={
          user.data ? (
            <>
              {`${user.data.first_name} ${user.data.last_name}`.trim()} ({user.data.email})
            </>
          ) : undefined
        }
        actions={
          <ChakraLink asChild color="brand.fg">
            <Link to={workplacePath('admin/user-setting')}>Back to User Settings</Link>
          </ChakraLink>
        }
      />
      <Stack gap="8">
        {content}
        {valid ? <AuditEventsList userId={userId} /> : null}
      </Stack>
    </Box>
  );
}

function AccessEditor({
  user,
  tree,
  access,
}: {
  user: AdminUser;
  tree: MenuItem[];
  access: AdminMenuAccess;
}) {
  const [checked, setChecked] = useState(() => normalizeMenuAccess(tree, access.menu_item_ids));
  const [superuser, setSuperuser] = useState(access.is_superuser);
  const [save, saving] = useAdminSaveMenuAccessMutation();
  const initial = normalizeMenuAccess(tree, access.menu_item_ids);
  const dirty =
    superuser !== access.is_superuser ||
    menuAccessIdsOf(checked).join() !== menuAccessIdsOf(initial).join();

  const submit = async () => {
    const result = await save({
      id: user.id,
      body: { menu_item_ids: menuAccessIdsOf(checked), is_superuser: superuser },
    });
    if ('error' in result) {
      notify.error(messages.failedToSaveAccess + serverReasonOf(result.error));
      return;
    }
    notify.success(messages.accessSaved);
  };

  return (
    <Card.Root as="section" aria-label="Menu access">
      <Card.Body>
        <Stack gap="4">
          <Switch.Root
            checked={superuser}
            onCheckedChange={(details) => setSuperuser(details.checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>
              Superuser (every page and every deal, whatever is ticked below)
            </Switch.Label>
          </Switch.Root>
          {user.is_staff ? null : (
            <Text color="fg.muted">
              This account is a customer: it uses the customer portal and never sees this menu.
            </Text>
          )}
          <MenuAccessTreeView
            items={tree}
            checked={checked}
            onToggle={(item, value) => setChecked(toggleMenuAccess(tree, checked, item, value))}
          />
          {/* The bar stays at the bottom of the screen while the pages scroll past, so Save is
              always in reach on a phone as on a desktop. */}
          <HStack
            role="group"
            aria-label="Save menu access"
            position="sticky"
            bottom="0"
            zIndex="docked"
            bg="bg.panel"
            borderTopWidth="1px"
            mx="-6"
            px="6"
            py="3"
            mb="-6"
            roundedBottom="md"
            gap="3"
            wrap="wrap"
          >
            <Button
              colorPalette="brand"
              loading={saving.isLoading}
              disabled={!dirty}
              onClick={() => void submit()}
            >
              Save
            </Button>
            <Button
              variant="outline"
              disabled={!dirty || saving.isLoading}
              onClick={() => {
                setChecked(initial);
                setSuperuser(access.is_superuser);
              }}
            >
              Reset
            </Button>
            <Text color="fg.muted" fontSize="sm" aria-live="polite">
              {dirty ? 'Unsaved changes' : ''}
            </Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
