import { Alert, Box, Button, HStack, Stack } from '@chakra-ui/react';
import {
  messages,
  PageHeader,
  SelectField,
  TableUploadFlow,
  workplacePath,
  workplaceRouteByPattern,
  type ZohoUploadKind,
} from '@solar/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

const { title } = workplaceRouteByPattern('zoho/zoho-data-upload');

/** The catalogue's kinds of file (lead files are the leads page's). */
type CatalogueKind = Exclude<ZohoUploadKind, 'leads'>;

/** Each kind of file: its name in the choice, its import button and where to look afterwards. */
const kindChoices: Record<
  CatalogueKind,
  { label: string; importLabel: string; next: { label: string; path: string } }
> = {
  items: {
    label: messages.uploadKindItems,
    importLabel: 'Import the items',
    next: { label: 'Show item attributes', path: workplacePath('zoho/item-attribute') },
  },
  vendors: {
    label: messages.uploadKindVendors,
    importLabel: 'Import the vendors',
    next: { label: 'Show purchase orders', path: workplacePath('logistics/orders') },
  },
  'opening-stock': {
    label: messages.uploadKindOpeningStock,
    importLabel: 'Post the opening stock',
    next: { label: 'Show stock', path: workplacePath('logistics/stock') },
  },
};
const kindOptions = (Object.keys(kindChoices) as CatalogueKind[]).map((kind) => ({
  value: kind,
  label: kindChoices[kind].label,
}));

/**
 * Zoho data upload: items and their attribute values, vendors, or the opening stock of each
 * warehouse, from a CSV or Excel file. Choose what the file holds, upload, match columns
 * (with a preview), check every row (a background job), then import (another job, with a
 * progress bar). A file with problems imports nothing unless the valid rows alone are chosen;
 * "Upload a fixed file" starts again.
 */
export function ZohoDataUploadPage() {
  const [kind, setKind] = useState<CatalogueKind>('items');
  return (
    <Box>
      <PageHeader
        title={title}
        description="Add items and their attribute values, vendors, or the opening stock of each warehouse from a CSV (UTF-8) or Excel (.xlsx) file whose first line names the columns. Nothing is imported until every row is valid or you choose the valid rows."
      />
      <TableUploadFlow
        kind={kind}
        beforeFile={
          <SelectField
            label={messages.uploadKindLabel}
            maxWidth="sm"
            value={kind}
            onChange={(value) => setKind(value as CatalogueKind)}
            options={kindOptions}
          />
        }
        mappingTitle="Match the file’s columns to item fields"
        mappingHelp="Attribute columns are optional; an empty cell leaves the item’s value as it is."
        importLabel={kindChoices[kind].importLabel}
        importingLabel={messages.uploadImporting}
        importingUnit="rows"
        finished={(file, startOver) => {
          const next = kindChoices[file.kind as CatalogueKind].next;
          return (
            <Stack gap="4">
              <Alert.Root status="success">
                <Alert.Indicator />
                <Alert.Title>{messages.uploadImported(file.imported_rows)}</Alert.Title>
              </Alert.Root>
              <HStack gap="3" wrap="wrap">
                <Button onClick={startOver}>Upload another file</Button>
                <Button asChild variant="outline">
                  <RouterLink to={next.path}>{next.label}</RouterLink>
                </Button>
              </HStack>
            </Stack>
          );
        }}
      />
    </Box>
  );
}
