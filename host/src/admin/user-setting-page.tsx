import { Box, Button, HStack, Text } from '@chakra-ui/react';
import {
  type AdminUser,
  ConfirmDialog,
  DebouncedSearchInput,
  LoadFailure,
  LoadingOverlay,
  messages,
  notify,
  pageCountOf,
  PageHeader,
  Pager,
  pageSizeOf,
  positiveIntegerOf,
  selectUser,
  serverReasonOf,
  useAppSelector,
  useListUrlState,
  workplaceRouteByPattern,
  type ListUrlCodec,
} from '@solar/shared';
import { useEffect, useState } from 'react';
import { useAdminSetUserActiveMutation, useAdminUsersQuery } from './api/admin-endpoints';
import { ApiKeysSection } from './components/api-keys-section';
import { ManagerDialog } from './components/manager-dialog';
import { UserFormDialog } from './components/user-form-dialog';
import { UsersTable } from './components/users-table';

const title = workplaceRouteByPattern('admin/user-setting').title;

const defaultPageSize = 10;

interface UserListUrlState {
  page: number;
  pageSize: number;
  search: string;
}

/** The users list's page, page size and search in the URL, under the API's parameter names. */
const userListUrlCodec: ListUrlCodec<UserListUrlState> = {
  parse: (params) => ({
    page: positiveIntegerOf(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('page_size'), defaultPageSize),
    search: params.get('search') ?? '',
  }),
  write: ({ page, pageSize, search }) => {
    const params = new URLSearchParams();
    if (page !== 1) params.set('page', String(page));
    if (pageSize !== defaultPageSize) params.set('page_size', String(pageSize));
    if (search !== '') params.set('search', search);
    return params;
  },
};

type Dialog =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'manager'; user: AdminUser }
  | { kind: 'active'; user: AdminUser };

/**
 * `admin/user-setting`: users with server paging and a debounced name-or-email search; create,
 * edit, deactivate or reactivate (confirmed), set a staff user's manager, open their access page.
 */
export function UserSettingPage() {
  const currentUser = useAppSelector(selectUser);
  const { state, setFilters, setPage, setPageSize } = useListUrlState(userListUrlCodec);
  const { page, pageSize, search } = state;
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const users = useAdminUsersQuery({ page, page_size: pageSize, search });
  const [setActive, activation] = useAdminSetUserActiveMutation();

  // A page past the end (after a search narrowed the list) moves back to the last one.
  const total = users.data?.count;
  useEffect(() => {
    if (total === undefined || users.isFetching) return;
    const lastPage = pageCountOf(total, pageSize);
    if (page > lastPage) setPage(lastPage);
  }, [total, users.isFetching, page, pageSize, setPage]);

  const close = () => setDialog({ kind: 'none' });
  const confirmActive = async () => {
    if (dialog.kind !== 'active') return;
    const { user } = dialog;
    const result = await setActive({ id: user.id, active: !user.is_active });
    if ('error' in result) {
      notify.error(messages.failedToChangeUserStatus + serverReasonOf(result.error));
      return;
    }
    notify.success(user.is_active ? messages.userDeactivated : messages.userReactivated);
    close();
  };

  const loading = users.isFetching;
  return (
    <Box>
      <PageHeader
        title={title}
        description="People who can sign in: staff use the workplace, customers the portal."
        actions={
          <Button colorPalette="brand" onClick={() => setDialog({ kind: 'create' })}>
            New User
          </Button>
        }
      />
      <HStack mb="4" maxW="md">
        <DebouncedSearchInput
          label="Search users"
          placeholder="Search by name or email"
          value={search}
          onDebouncedChange={(next) => setFilters({ search: next })}
        />
      </HStack>

      {users.isError ? (
        <Box mb="4">
          <LoadFailure
            message={messages.failedToFetchUsers}
            description={serverReasonOf(users.error)}
            onRetry={() => void users.refetch()}
          />
        </Box>
      ) : null}

      <LoadingOverlay loading={loading} label="Loading users">
        {users.data ? (
          <UsersTable
            users={users.data.results}
            currentUserId={currentUser?.id ?? null}
            onEdit={(user) => setDialog({ kind: 'edit', user })}
            onManager={(user) => setDialog({ kind: 'manager', user })}
            onToggleActive={(user) => setDialog({ kind: 'active', user })}
          />
        ) : (
          <Box minH="40" />
        )}
      </LoadingOverlay>

      <Box mt="4">
        <Pager
          total={users.data?.count ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Box>

      <ApiKeysSection />

      {dialog.kind === 'create' ? <UserFormDialog onClose={close} /> : null}
      {dialog.kind === 'edit' ? <UserFormDialog user={dialog.user} onClose={close} /> : null}
      {dialog.kind === 'manager' ? <ManagerDialog user={dialog.user} onClose={close} /> : null}
      <ConfirmDialog
        open={dialog.kind === 'active'}
        title={
          dialog.kind === 'active' && !dialog.user.is_active
            ? messages.reactivateUserTitle
            : messages.deactivateUserTitle
        }
        message={
          dialog.kind === 'active' ? (
            <>
              <Text fontWeight="semibold" mb="2">
                {dialog.user.email}
              </Text>
              <Text>
                {dialog.user.is_active
                  ? messages.deactivateUserConfirmText
                  : messages.reactivateUserConfirmText}
              </Text>
            </>
          ) : null
        }
        confirmLabel={
          dialog.kind === 'active' && !dialog.user.is_active ? 'Reactivate' : 'Deactivate'
        }
        cancelLabel="Cancel"
        loading={activation.isLoading}
        onConfirm={() => void confirmActive()}
        onCancel={close}
      />
    </Box>
  );
}
