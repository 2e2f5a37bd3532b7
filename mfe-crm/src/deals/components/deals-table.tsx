import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { StatusTag, type DealListRow } from '@solar/shared';
import { Link as RouterLink } from 'react-router';
import { dealPagePaths } from '../../crm-shared/utils/deal-page-paths';
import { DealRowLink } from './deal-row-link';

interface DealsTableProps {
  deals: readonly DealListRow[];
  /** SN of the first row: rows are numbered across pages. */
  firstSerialNumber: number;
  onEdit: (deal: DealListRow) => void;
  onDelete: (deal: DealListRow) => void;
  /** Opens the change of a deal's stage and status; without it the tags are only shown. */
  onChangePipeline: ((deal: DealListRow) => void) | undefined;
  /** The list's own URL: the deal pages opened from a row come back to it once saved. */
  returnTo: string;
}

const columns = [
  'SN',
  'Deal Name',
  'Province',
  'Sales Person',
  'Contact',
  'Power Bill',
  'Site Sketch',
  'Stage',
  'Status',
  'Actions',
] as const;

/** The deals table with the Add/Edit rules of its link columns. */
export function DealsTable({
  deals,
  firstSerialNumber,
  onEdit,
  onDelete,
  onChangePipeline,
  returnTo,
}: DealsTableProps) {
  return (
    // Names, provinces and two-word headings may wrap (the scroll area would keep every cell on
    // one line), so that at a laptop's width the whole row, its actions included, fits the card.
    <Table.ScrollArea whiteSpace="normal">
      <Table.Root size="sm" interactive aria-label="Deals">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {deals.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>
                <Text textAlign="center" color="fg.muted" py="6">
                  No deals match these filters
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            deals.map((deal, index) => (
              <DealRow
                key={deal.id}
                deal={deal}
                serialNumber={firstSerialNumber + index}
                onEdit={onEdit}
                onDelete={onDelete}
                onChangePipeline={onChangePipeline}
                returnTo={returnTo}
              />
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function DealRow({
  deal,
  serialNumber,
  onEdit,
  onDelete,
  onChangePipeline,
  returnTo,
}: {
  deal: DealListRow;
  serialNumber: number;
  returnTo: string;
} & Pick<DealsTableProps, 'onEdit' | 'onDelete' | 'onChangePipeline'>) {
  const returnState = { returnTo };
  const contactAction = deal.has_contact ? 'Edit' : 'Add';
  const powerBillAction = deal.power_bill?.id ? 'Edit' : 'Add';
  const siteSketchAction = deal.has_site_sketch ? 'Edit' : 'Add';
  return (
    <Table.Row data-deal-id={deal.id}>
      <Table.Cell>{serialNumber}</Table.Cell>
      <Table.Cell fontWeight="medium">{deal.name}</Table.Cell>
      <Table.Cell>{deal.address.province_name || '-'}</Table.Cell>
      <Table.Cell>{deal.sales_person?.username || '-'}</Table.Cell>
      <Table.Cell>
        <DealRowLink
          to={dealPagePaths.contact(deal)}
          state={returnState}
          label={`${contactAction} contact of ${deal.name}`}
        >
          {contactAction}
        </DealRowLink>
      </Table.Cell>
      <Table.Cell>
        <DealRowLink
          to={dealPagePaths.powerBill(deal)}
          state={returnState}
          label={`${powerBillAction} power bill of ${deal.name}`}
        >
          {powerBillAction}
        </DealRowLink>
      </Table.Cell>
      <Table.Cell>
        <DealRowLink
          to={dealPagePaths.siteSketch(deal.id)}
          label={`${siteSketchAction} site sketch of ${deal.name}`}
        >
          {siteSketchAction}
        </DealRowLink>
      </Table.Cell>
      {/* A tag truncates its label, so the table would squeeze it: keep its natural width. */}
      <Table.Cell>
        <PipelineTag
          label={deal.stage.name}
          action={`change stage of ${deal.name}`}
          onClick={onChangePipeline && (() => onChangePipeline(deal))}
        />
      </Table.Cell>
      <Table.Cell>
        <PipelineTag
          label={deal.status.name}
          action={`change status of ${deal.name}`}
          onClick={onChangePipeline && (() => onChangePipeline(deal))}
        />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            aria-label={`Edit ${deal.name}`}
            onClick={() => onEdit(deal)}
          >
            Edit
          </Button>
          <Button size="xs" variant="outline" asChild>
            <RouterLink
              to={dealPagePaths.proposal(deal.id)}
              aria-label={`Proposal of ${deal.name}`}
            >
              Proposal
            </RouterLink>
          </Button>
          <Button size="xs" variant="outline" asChild>
            <RouterLink to={dealPagePaths.details(deal.id)} aria-label={`Details of ${deal.name}`}>
              Details
            </RouterLink>
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete ${deal.name}`}
            onClick={() => onDelete(deal)}
          >
            Delete
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/** A stage or status tag that opens the change of both (one click from the list). */
function PipelineTag({
  label,
  action,
  onClick,
}: {
  label: string;
  action: string;
  onClick: (() => void) | undefined;
}) {
  if (!onClick) {
    return (
      <Box width="max-content">
        <StatusTag label={label} />
      </Box>
    );
  }
  return (
    <Button
      variant="plain"
      size="xs"
      height="auto"
      minW="0"
      px="0"
      width="max-content"
      // The name starts with the visible text, so speech input can say what it sees.
      aria-label={`${label}, ${action}`}
      title="Change stage and status"
      onClick={onClick}
      _hover={{ opacity: 0.8 }}
    >
      <StatusTag label={label} />
    </Button>
  );
}
