import { Badge, Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import {
  dealProgramKindLabels,
  type DealProgramRecord,
  formatCalendarDay,
  LoadFailure,
  LoadingState,
  messages,
  PageHeader,
  serverErrorTextOf,
  versionInForce,
  workplacePath,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCrmDealProgramsQuery } from './api/deal-program-endpoints';
import { DealProgramDialog } from './components/deal-program-dialog';

const title = workplaceRouteByPattern('crm/deal-program').title;

function activeText(program: DealProgramRecord): string {
  return program.active_to
    ? `${formatCalendarDay(program.active_from)} to ${formatCalendarDay(program.active_to)}`
    : `from ${formatCalendarDay(program.active_from)}`;
}

/**
 * `crm/deal-program`: the programs proposals are priced with (Purchase, loans, lease-to-own,
 * government loans), when and where each is offered, and its version in force. Administrators
 * create programs and change their dates and provinces; prices live in the versions.
 */
export function DealProgramPage() {
  const programs = useCrmDealProgramsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<{ program: DealProgramRecord | null } | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const canEdit = programs.data?.can_edit ?? false;

  let body;
  if (programs.isLoading) body = <LoadingState label="Loading deal programs" />;
  else if (!programs.data) {
    body = (
      <LoadFailure
        message={messages.failedToLoadDealPrograms}
        description={serverErrorTextOf(programs.error)}
        onRetry={() => void programs.refetch()}
      />
    );
  } else if (programs.data.results.length === 0) {
    body = <Text>{messages.dealProgramsEmpty}</Text>;
  } else {
    body = (
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Deal programs">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Program</Table.ColumnHeader>
              <Table.ColumnHeader>Kind</Table.ColumnHeader>
              <Table.ColumnHeader>Offered</Table.ColumnHeader>
              <Table.ColumnHeader>Provinces</Table.ColumnHeader>
              <Table.ColumnHeader>Version in force</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>Actions</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {programs.data.results.map((program) => {
              const current = versionInForce(program.versions, today);
              return (
                <Table.Row key={program.id}>
                  <Table.Cell fontWeight="medium">{program.name}</Table.Cell>
                  <Table.Cell>{dealProgramKindLabels[program.kind]}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{activeText(program)}</Table.Cell>
                  <Table.Cell minW="40">{program.provinces.join(', ')}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {current ? `from ${formatCalendarDay(current.effective_from)}` : 'none yet'}{' '}
                    <Badge size="sm" variant="subtle">
                      {program.versions.length} version{program.versions.length === 1 ? '' : 's'}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      <Button asChild size="xs" variant="outline">
                        <RouterLink
                          to={workplacePath('crm/deal-program-design/:dealProgramId', {
                            dealProgramId: program.id,
                          })}
                          aria-label={`Prices and versions of ${program.name}`}
                        >
                          Prices and versions
                        </RouterLink>
                      </Button>
                      <Button asChild size="xs" variant="outline">
                        <RouterLink
                          to={workplacePath('crm/program-proposal-design/:dealProgramId', {
                            dealProgramId: program.id,
                          })}
                          aria-label={`Proposal design of ${program.name}`}
                        >
                          Proposal design
                        </RouterLink>
                      </Button>
                      {canEdit ? (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Edit ${program.name}`}
                          onClick={() => setEditing({ program })}
                        >
                          Edit
                        </Button>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    );
  }
  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          canEdit ? (
            <Button colorPalette="blue" onClick={() => setEditing({ program: null })}>
              New Program
            </Button>
          ) : null
        }
      />
      <Text mb="4" maxW="3xl">
        Proposals are priced with the version of a program in force that day, in the provinces where
        the program is offered. A saved proposal keeps the version it was priced with.
      </Text>
      {body}
      {editing ? (
        <DealProgramDialog
          key={editing.program?.id ?? 'new'}
          program={editing.program}
          onReload={() => programs.refetch()}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
