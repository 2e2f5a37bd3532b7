import { Button, Stack, Switch, Table, Text } from '@chakra-ui/react';
import {
  ConfirmDialog,
  type DealDocument,
  documentKindLabels,
  fetchApiFile,
  formatDateTime,
  formatFileSize,
  messages,
  notify,
  saveFile,
  serverErrorTextOf,
  useAppStore,
} from '@solar/shared';
import { useState } from 'react';
import {
  useCrmDeleteDealDocumentMutation,
  useCrmShareDealDocumentMutation,
} from '../api/deal-documents-endpoints';

/** One file of the Documents card: what, who, when, size, shared, Download and Delete. */
export function DealDocumentRow({ document }: { document: DealDocument }) {
  const store = useAppStore();
  const [share, sharing] = useCrmShareDealDocumentMutation();
  const [remove, removing] = useCrmDeleteDealDocumentMutation();
  const [confirming, setConfirming] = useState(false);
  const ids = { dealId: document.deal_id, id: document.id };

  const download = async () => {
    const file = await fetchApiFile(
      store,
      `/api/crm/deals/${document.deal_id}/documents/${document.id}/file/`,
    );
    if (file) saveFile(file, document.name);
  };
  const toggle = async (shared: boolean) => {
    const result = await share({ ...ids, shared });
    if ('error' in result) {
      notify.error(messages.documentShareFailed, { description: serverErrorTextOf(result.error) });
      return;
    }
    notify.success(shared ? messages.documentSharedNow : messages.documentUnsharedNow);
  };
  const confirmDelete = async () => {
    const result = await remove(ids);
    setConfirming(false);
    if ('error' in result) {
      notify.error(messages.documentDeleteFailed, {
        description: serverErrorTextOf(result.error),
      });
      return;
    }
    notify.success(messages.documentDeleted);
  };

  return (
    <Table.Row>
      <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
        {documentKindLabels[document.kind]}
      </Table.Cell>
      <Table.Cell maxW={{ base: '11rem', md: '18rem' }}>
        <Text truncate title={document.name}>
          {document.name}
        </Text>
        {/* On a phone the columns beside the name would not fit: the same facts under it. */}
        <Text fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
          {documentKindLabels[document.kind]} · {document.uploaded_by ?? '-'} ·{' '}
          {formatDateTime(document.uploaded_at)} · {formatFileSize(document.size)}
        </Text>
      </Table.Cell>
      <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
        {document.uploaded_by ?? '-'}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" display={{ base: 'none', md: 'table-cell' }}>
        {formatDateTime(document.uploaded_at)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" textAlign="end" display={{ base: 'none', md: 'table-cell' }}>
        {formatFileSize(document.size)}
      </Table.Cell>
      <Table.Cell>
        <Switch.Root
          size="sm"
          checked={document.shared_with_customer}
          disabled={sharing.isLoading}
          onCheckedChange={(details) => void toggle(details.checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <Text as="span" srOnly>
              Share {document.name} with the customer:{' '}
            </Text>
            {document.shared_with_customer ? 'Shared' : 'Not shared'}
          </Switch.Label>
        </Switch.Root>
      </Table.Cell>
      <Table.Cell>
        <Stack direction={{ base: 'column', md: 'row' }} gap="2" justify="flex-end">
          <Button
            size="xs"
            variant="outline"
            onClick={() => void download()}
            aria-label={`Download ${document.name}`}
          >
            Download
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${document.name}`}
          >
            Delete
          </Button>
        </Stack>
        <ConfirmDialog
          open={confirming}
          title="Delete document"
          message={messages.confirmDeleteDocument(document.name)}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          loading={removing.isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      </Table.Cell>
    </Table.Row>
  );
}
