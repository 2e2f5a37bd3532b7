import { Badge, Box, Button, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import {
  formatCalendarDay,
  FormField,
  LoadFailure,
  LoadingState,
  messages,
  notify,
  PageHeader,
  serverErrorTextOf,
  serverReasonOf,
  versionInForce,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  useCrmCreateDealProgramVersionMutation,
  useCrmDealProgramQuery,
  useCrmDealProgramsQuery,
  useCrmDealProgramVersionQuery,
} from '../deal-program/api/deal-program-endpoints';
import { VersionDraftForm } from './components/version-draft-form';

const title = workplaceRouteByPattern('crm/deal-program-design/:dealProgramId').title;

/**
 * `crm/deal-program-design/:dealProgramId`: a program's versions. A change of price is a new
 * version from a date (a copy of the latest); a version is edited while no saved proposal uses
 * it, and is read-only afterwards, so a saved proposal's figures never change.
 */
export function DealProgramDesignPage() {
  const programId = Number(useParams().dealProgramId);
  const valid = Number.isInteger(programId) && programId > 0;
  const program = useCrmDealProgramQuery(programId, { skip: !valid });
  const list = useCrmDealProgramsQuery(undefined);
  const canEdit = list.data?.can_edit ?? false;
  const today = new Date().toISOString().slice(0, 10);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const versions = program.data?.versions ?? [];
  const inForce = versionInForce(versions, today);
  const selectedId = chosenId ?? versions.at(-1)?.id ?? null;
  const version = useCrmDealProgramVersionQuery(selectedId ?? 0, { skip: selectedId === null });
  // Counts the reloads the user chose after a conflict: each opens the form afresh on the version.
  const [reloads, setReloads] = useState(0);
  const [newDate, setNewDate] = useState(today);
  const [create, creating] = useCrmCreateDealProgramVersionMutation();

  if (!valid) return <Text role="alert">{messages.dealProgramNotFound}</Text>;
  if (program.isLoading) return <LoadingState label="Loading deal program" />;
  if (!program.data) {
    return (
      <LoadFailure
        message={messages.failedToLoadDealPrograms}
        description={serverErrorTextOf(program.error)}
        onRetry={() => void program.refetch()}
      />
    );
  }
  const readOnly = !canEdit || (version.data?.used ?? true);

  const createVersion = async () => {
    const result = await create({ programId, effectiveFrom: newDate });
    if ('error' in result) {
      notify.error(messages.failedToSaveDealProgram + serverReasonOf(result.error));
      return;
    }
    notify.success(messages.dealProgramVersionCreated);
    await program.refetch();
    setChosenId(result.data.id);
  };

  return (
    <Box>
      <PageHeader title={`${title}: ${program.data.name}`} />
      <Stack gap="5">
        <Box as="section" aria-label="Versions">
          <Text fontWeight="medium" mb="2">
            Versions
          </Text>
          <Wrap gap="2">
            {versions.map((entry) => (
              <Button
                key={entry.id}
                size="sm"
                variant={entry.id === selectedId ? 'solid' : 'outline'}
                aria-pressed={entry.id === selectedId}
                onClick={() => setChosenId(entry.id)}
              >
                From {formatCalendarDay(entry.effective_from)}
                <Badge size="sm" ms="2" colorPalette={entry.used ? 'gray' : 'green'}>
                  {entry.used ? 'used' : 'draft'}
                </Badge>
                {entry.id === inForce?.id ? (
                  <Badge size="sm" ms="1" colorPalette="blue">
                    in force
                  </Badge>
                ) : null}
              </Button>
            ))}
          </Wrap>
          {canEdit ? (
            <HStack mt="3" gap="2" align="end" wrap="wrap">
              <FormField label="New version from">
                <Input
                  type="date"
                  size="sm"
                  value={newDate}
                  onChange={(event) => setNewDate(event.currentTarget.value)}
                />
              </FormField>
              <Button size="sm" loading={creating.isLoading} onClick={() => void createVersion()}>
                Create version
              </Button>
            </HStack>
          ) : null}
        </Box>

        {version.data ? (
          <VersionDraftForm
            key={`${version.data.id}:${reloads}`}
            record={version.data}
            readOnly={readOnly}
            onReload={async () => {
              await version.refetch();
              setReloads((count) => count + 1);
            }}
            onSaved={() => program.refetch()}
          />
        ) : version.isFetching ? (
          <LoadingState label="Loading version" />
        ) : null}
      </Stack>
    </Box>
  );
}
