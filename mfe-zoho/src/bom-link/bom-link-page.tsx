import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import {
  type BomLink,
  ConfirmDialog,
  installationTypeLabels,
  LoadFailure,
  LoadingOverlay,
  messages,
  notify,
  PageHeader,
  serverFieldTextOf,
  StatusTag,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { useBomLinkDeleteMutation, useBomLinksQuery } from './api/bom-link-endpoints';
import { BomLinkDialog } from './components/bom-link-dialog';
import { criterionLabel } from './utils/criterion-label';

const { title } = workplaceRouteByPattern('zoho/bom-link');

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; link: BomLink };

/**
 * BOM Link: which parts list applies to which kind of installation. The most specific link that
 * matches wins: a panel size outranks an installation type, which outranks a province, which
 * outranks a program; the default applies to everything else.
 */
export function BomLinkPage() {
  const list = useBomLinksQuery();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<BomLink | null>(null);
  const [remove, removal] = useBomLinkDeleteMutation();
  const rows = list.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ id: deleting.id, version: deleting.version });
    setDeleting(null);
    if (result.error) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.bomLinkDeleted);
  };

  return (
    <Box>
      <PageHeader
        title={title}
        description="Which parts list each kind of installation takes. The most specific matching link wins: panel size first, then installation type, then province, then program; the default (every criterion Any) takes the rest."
        actions={<Button onClick={() => setDialog({ mode: 'create' })}>New link</Button>}
      />
      {list.isError ? (
        <LoadFailure
          message="The BOM links could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : (
        <LoadingOverlay loading={list.isFetching} label="Loading BOM links">
          <Box borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="BOM links">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Parts list</Table.ColumnHeader>
                  <Table.ColumnHeader>Panel size</Table.ColumnHeader>
                  <Table.ColumnHeader>Installation type</Table.ColumnHeader>
                  <Table.ColumnHeader>Province</Table.ColumnHeader>
                  <Table.ColumnHeader>Program</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((link) => (
                  <Table.Row key={link.id}>
                    <Table.Cell fontWeight="medium">
                      <HStack gap="2">
                        <Text>{link.bom_description}</Text>
                        {link.is_default ? <StatusTag label="Default" /> : null}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{criterionLabel(link.panel_size_w, ' W')}</Table.Cell>
                    <Table.Cell>
                      {link.installation_type === null
                        ? 'Any'
                        : installationTypeLabels[link.installation_type]}
                    </Table.Cell>
                    <Table.Cell>{criterionLabel(link.province_name)}</Table.Cell>
                    <Table.Cell>{criterionLabel(link.program)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Edit the link to ${link.bom_description}`}
                          onClick={() => setDialog({ mode: 'edit', link })}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`Delete the link to ${link.bom_description}`}
                          onClick={() => setDeleting(link)}
                        >
                          Delete
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={6}>
                      <Text color="fg.muted" py="4" textAlign="center">
                        {messages.bomLinksEmpty}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Table.Body>
            </Table.Root>
          </Box>
        </LoadingOverlay>
      )}
      {dialog.mode !== 'closed' ? (
        <BomLinkDialog
          key={dialog.mode === 'edit' ? `edit-${dialog.link.id}` : 'create'}
          link={dialog.mode === 'edit' ? dialog.link : null}
          hasDefault={rows.some((link) => link.is_default)}
          onClose={() => setDialog({ mode: 'closed' })}
          onReload={() => void list.refetch()}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          title="Delete BOM link"
          message={`Delete the link to ${deleting.bom_description}? Installations it matched take the next most specific link.`}
          confirmLabel="Delete"
          loading={removal.isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Box>
  );
}
