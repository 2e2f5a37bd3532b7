import { Button, Stack, Switch, Table, Text } from '@chakra-ui/react';
import {
  ConfirmDialog,
  type DealDocument,
  documentKindLabels,
  formatDateTime,
  formatFileSize,
  messages,
} from '@solar/shared';
import { useDealDocumentActions } from '../hooks/use-deal-document-actions';

/** Columns that only wide screens have; a phone reads the same facts under the name. */
const wideOnly = { base: 'none', md: 'table-cell' } as const;
/** On a phone a row wraps: the name on its own line, then the switch and the buttons. */
const cellBorder = { base: '0', md: '1px' } as const;

/** One file of the Documents card: what, who, when, size, shared, Download and Delete. */
export function DealDocumentRow({ document }: { document: DealDocument }) {
  const actions = useDealDocumentActions(document);
  return (
    <Table.Row
      display={{ base: 'flex', md: 'table-row' }}
      flexWrap="wrap"
      alignItems="center"
      borderBottomWidth={{ base: '1px', md: '0' }}
    >
      <Table.Cell display={wideOnly}>{documentKindLabels[document.kind]}</Table.Cell>
      <Table.Cell
        w={{ base: 'full', md: 'auto' }}
        maxW={{ base: 'none', md: '18rem' }}
        borderBottomWidth={cellBorder}
      >
        <Text truncate title={document.name}>
          {document.name}
        </Text>
        <Text
          fontSize="xs"
          color="fg.muted"
          whiteSpace="normal"
          display={{ base: 'block', md: 'none' }}
        >
          {documentKindLabels[document.kind]} · {document.uploaded_by ?? '-'} ·{' '}
          {formatDateTime(document.uploaded_at)} · {formatFileSize(document.size)}
        </Text>
      </Table.Cell>
      <Table.Cell display={wideOnly}>{document.uploaded_by ?? '-'}</Table.Cell>
      <Table.Cell whiteSpace="nowrap" display={wideOnly}>
        {formatDateTime(document.uploaded_at)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" textAlign="end" display={wideOnly}>
        {formatFileSize(document.size)}
      </Table.Cell>
      <Table.Cell flex="1" borderBottomWidth={cellBorder}>
        <Switch.Root
          size="sm"
          checked={document.shared_with_customer}
          disabled={actions.sharing}
          onCheckedChange={(details) => void actions.toggle(details.checked)}
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
      <Table.Cell borderBottomWidth={cellBorder}>
        <Stack direction="row" gap="2" justify="flex-end">
          <Button
            size="xs"
            variant="outline"
            onClick={() => void actions.download()}
            aria-label={`Download ${document.name}`}
          >
            Download
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={actions.askDelete}
            aria-label={`Delete ${document.name}`}
          >
            Delete
          </Button>
        </Stack>
        <ConfirmDialog
          open={actions.confirming}
          title="Delete document"
          message={messages.confirmDeleteDocument(document.name)}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          loading={actions.removing}
          onConfirm={() => void actions.confirmDelete()}
          onCancel={actions.cancelDelete}
        />
      </Table.Cell>
    </Table.Row>
  );
}
