import { Button, Link as ChakraLink, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  formatDate,
  formatPhoneNumber,
  type Lead,
  messages,
  StatusTag,
  workplacePath,
} from '@solar/shared';
import { Link } from 'react-router';

interface LeadsTableProps {
  leads: readonly Lead[];
  /** What the empty table says: how to add a lead, or how to see every lead. */
  emptyText: string;
  onEdit: (lead: Lead) => void;
  onAssign: (lead: Lead) => void;
  onDisqualify: (lead: Lead) => void;
  onConvert: (lead: Lead) => void;
  onActivity: (lead: Lead) => void;
}

const statusPalette: Record<Lead['status'], string> = {
  New: 'blue',
  Contacted: 'purple',
  Qualified: 'green',
  Disqualified: 'gray',
  Converted: 'teal',
};

/** Name and how to reach them, source, interest, status, owner, last change and the actions. */
export function LeadsTable({
  leads,
  emptyText,
  onEdit,
  onAssign,
  onDisqualify,
  onConvert,
  onActivity,
}: LeadsTableProps) {
  return (
    // The table scrolls inside its card on a narrow screen, the page itself never does.
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Leads">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Lead</Table.ColumnHeader>
            <Table.ColumnHeader>Address</Table.ColumnHeader>
            <Table.ColumnHeader>Source</Table.ColumnHeader>
            <Table.ColumnHeader>Interest</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Owner</Table.ColumnHeader>
            <Table.ColumnHeader>Updated</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {leads.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={8}>
                <Text color="fg.muted" textAlign="center" py="6">
                  {emptyText}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            leads.map((lead) => {
              const name = `${lead.first_name} ${lead.last_name}`;
              const open = lead.status !== 'Converted';
              return (
                <Table.Row key={lead.id}>
                  <Table.Cell minW="44">
                    <Stack gap="0">
                      <Text fontWeight="medium">{name}</Text>
                      {lead.email ? (
                        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                          {lead.email}
                        </Text>
                      ) : null}
                      {lead.phone ? (
                        <Text fontSize="xs" color="fg.muted">
                          {formatPhoneNumber(lead.phone)}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell minW="40" maxW="xs">
                    {lead.address}
                  </Table.Cell>
                  <Table.Cell>{lead.source}</Table.Cell>
                  <Table.Cell>{lead.interest}</Table.Cell>
                  <Table.Cell>
                    <Stack gap="1" align="start">
                      <StatusTag label={lead.status} colorPalette={statusPalette[lead.status]} />
                      {lead.status === 'Disqualified' ? (
                        <Text fontSize="xs" color="fg.muted">
                          {lead.disqualify_reason}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>{lead.owner?.username ?? ''}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(lead.updated_at)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap" minW="52">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Edit ${name}`}
                        onClick={() => onEdit(lead)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={`Activity of ${name}`}
                        onClick={() => onActivity(lead)}
                      >
                        Activity
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={`Assign ${name}`}
                        onClick={() => onAssign(lead)}
                      >
                        Assign
                      </Button>
                      {open && lead.status !== 'Disqualified' ? (
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={`${messages.disqualifyLead} ${name}`}
                          onClick={() => onDisqualify(lead)}
                        >
                          {messages.disqualifyLead}
                        </Button>
                      ) : null}
                      {open ? (
                        <Button
                          size="xs"
                          colorPalette="blue"
                          aria-label={`${messages.convertLead}: ${name}`}
                          onClick={() => onConvert(lead)}
                        >
                          {messages.convertLead}
                        </Button>
                      ) : lead.converted_deal ? (
                        <ChakraLink asChild fontSize="sm" color="blue.fg">
                          <Link
                            to={workplacePath('crm/deal-details/:dealId', {
                              dealId: lead.converted_deal.id,
                            })}
                          >
                            Open deal
                          </Link>
                        </ChakraLink>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
