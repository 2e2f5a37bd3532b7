import { Alert, Button, HStack, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import {
  ConfirmDialog,
  DebouncedSearchInput,
  formatDateTime,
  type ListUrlCodec,
  messages,
  notify,
  PageHeader,
  pageOrientationLabels,
  type TemplateGroup,
  type TemplateListRow,
  useListUrlState,
  workplacePath,
} from '@solar/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  useTemplatesDeleteMutation,
  useTemplatesDuplicateMutation,
  useTemplatesListQuery,
} from '../templates-shared/api/templates-endpoints';
import { NewTemplateLink } from './components/new-template-link';

interface TemplateListPageProps {
  title: string;
  description: string;
  group: TemplateGroup;
}

/** The search in the URL, so a reload and Back from the editor show the same list. */
const templateListUrlCodec: ListUrlCodec<{ search: string }> = {
  parse: (params) => ({ search: params.get('search') ?? '' }),
  write: ({ search }) => new URLSearchParams(search === '' ? {} : { search }),
};

const editorPathOf = (templateId: number) =>
  workplacePath('template/editor/:templateId?', { templateId });

/** One group's templates: search by name, open in the editor, duplicate, delete after asking. */
export function TemplateListPage({ title, description, group }: TemplateListPageProps) {
  const { state, setFilters } = useListUrlState(templateListUrlCodec);
  const { search } = state;
  const list = useTemplatesListQuery({ group, search });
  const [duplicate, duplicating] = useTemplatesDuplicateMutation();
  const [remove, removing] = useTemplatesDeleteMutation();
  const [toDelete, setToDelete] = useState<TemplateListRow | null>(null);

  const onDuplicate = async (row: TemplateListRow) => {
    const result = await duplicate(row.id);
    if (result.data) notify.success(messages.templateDuplicated);
  };

  const onDelete = async () => {
    if (!toDelete) return;
    const result = await remove(toDelete.id);
    setToDelete(null);
    if (!result.error) notify.success(messages.templateDeleted);
  };

  const rows = list.data ?? [];
  return (
    <Stack gap="4">
      <PageHeader
        title={title}
        description={description}
        actions={<NewTemplateLink group={group} />}
      />
      <HStack maxW="md">
        <DebouncedSearchInput
          label="Search templates by name"
          value={search}
          onDebouncedChange={(next) => setFilters({ search: next })}
        />
      </HStack>
      {list.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{messages.failedToFetchTemplates}</Alert.Title>
        </Alert.Root>
      ) : null}
      {list.isLoading ? <Spinner aria-label="Loading templates" /> : null}
      {list.isSuccess && rows.length === 0 ? (
        <Text color="fg.muted">
          {search
            ? `No ${group.toLowerCase()} template matches “${search}”.`
            : `No ${group.toLowerCase()} templates yet.`}
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={title} aria-busy={list.isFetching}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Paper</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Pages</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Version</Table.ColumnHeader>
                <Table.ColumnHeader>Last saved</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>
                    <Link asChild colorPalette="blue" fontWeight="medium">
                      <RouterLink to={editorPathOf(row.id)}>{row.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    {row.page_size} {pageOrientationLabels[row.orientation].toLowerCase()}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{row.page_count}</Table.Cell>
                  <Table.Cell textAlign="end">{row.version}</Table.Cell>
                  <Table.Cell>
                    {formatDateTime(row.updated_at)}
                    {row.updated_by ? ` by ${row.updated_by.name}` : ''}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Button asChild size="xs" variant="outline" type={undefined}>
                        <RouterLink to={editorPathOf(row.id)} aria-label={`Open ${row.name}`}>
                          Open
                        </RouterLink>
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Duplicate ${row.name}`}
                        loading={duplicating.isLoading && duplicating.originalArgs === row.id}
                        onClick={() => void onDuplicate(row)}
                      >
                        Duplicate
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Delete ${row.name}`}
                        onClick={() => setToDelete(row)}
                      >
                        Delete
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={messages.deleteItemConfirmTitle}
        message={
          <>
            {messages.deleteTemplateConfirmText}
            {toDelete ? (
              <Text mt="2" fontWeight="medium">
                {toDelete.name}
              </Text>
            ) : null}
          </>
        }
        loading={removing.isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
