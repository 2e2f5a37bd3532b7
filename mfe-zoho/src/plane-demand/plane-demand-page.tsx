import { Box, Button, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import {
  ConfirmDialog,
  FileDrop,
  formatIsoWeek,
  formatNumber,
  installationTypeLabels,
  LoadFailure,
  LoadingOverlay,
  messages,
  notify,
  PageHeader,
  plannedImportColumns,
  type PlannedInstallation,
  serverFieldTextOf,
  useListUrlState,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { WeekWindowFilter } from '../zoho-shared/components/week-window-filter';
import { weekWindowUrlCodec } from '../zoho-shared/utils/week-window-url-codec';
import {
  usePlannedDeleteMutation,
  usePlannedImportMutation,
  usePlannedInstallationsQuery,
} from './api/plane-demand-endpoints';
import { CopyWeekDialog } from './components/copy-week-dialog';
import { PlannedInstallationDialog } from './components/planned-installation-dialog';
import { importProblemsOf } from './utils/import-problems-of';

const { title } = workplaceRouteByPattern('zoho/plane-demand');

type DialogState =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; planned: PlannedInstallation }
  | { mode: 'copy' }
  | { mode: 'delete'; planned: PlannedInstallation };

/**
 * Plan Demand: installations operations expects but no deal names yet ("30 rooftop 405 W installs
 * in Nova Scotia in 2027-W09"). They add to Demand through the same BOM and panel links.
 */
export function PlaneDemandPage() {
  const { state, update } = useListUrlState(weekWindowUrlCodec);
  const list = usePlannedInstallationsQuery({ fromWeek: state.fromWeek, weeks: state.weeks });
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [remove, removal] = usePlannedDeleteMutation();
  const [importFile, importing] = usePlannedImportMutation();
  const [problems, setProblems] = useState<string[]>([]);
  const rows = list.data ?? [];

  const confirmDelete = async (planned: PlannedInstallation) => {
    const result = await remove({ id: planned.id, version: planned.version });
    setDialog({ mode: 'closed' });
    if (result.error) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.plannedInstallationDeleted);
  };

  const upload = async (file: File) => {
    setProblems([]);
    const result = await importFile(file);
    if (result.error) {
      setProblems(importProblemsOf(result.error, messages.operationFailed));
      return;
    }
    notify.success(messages.plannedImportDone(result.data.count));
  };

  return (
    <Box>
      <PageHeader
        title={title}
        description="Installations expected but not yet sold. They add to Demand through the BOM and panel links, shown there as their own source."
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => setDialog({ mode: 'copy' })}>
              Copy a week
            </Button>
            <Button onClick={() => setDialog({ mode: 'create' })}>Plan installations</Button>
          </HStack>
        }
      />
      <WeekWindowFilter value={state} onChange={(window) => update(() => window)} />
      {list.isError ? (
        <LoadFailure
          message="The planned installations could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : (
        <LoadingOverlay loading={list.isFetching} label="Loading planned installations">
          <Box borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="Planned installations">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Week of</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Installations</Table.ColumnHeader>
                  <Table.ColumnHeader>Type</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Panel size</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Panels each</Table.ColumnHeader>
                  <Table.ColumnHeader>Province</Table.ColumnHeader>
                  <Table.ColumnHeader>Program</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((planned) => (
                  <Table.Row key={planned.id}>
                    <Table.Cell whiteSpace="nowrap">{formatIsoWeek(planned.week)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(planned.count)}</Table.Cell>
                    <Table.Cell>{installationTypeLabels[planned.installation_type]}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(planned.panel_size_w)} W</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(planned.panels_each)}</Table.Cell>
                    <Table.Cell>{planned.province_name ?? 'Any'}</Table.Cell>
                    <Table.Cell>{planned.program ?? 'Any'}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Edit ${formatNumber(planned.count)} planned in the week of ${formatIsoWeek(planned.week)}`}
                          onClick={() => setDialog({ mode: 'edit', planned })}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`Delete ${formatNumber(planned.count)} planned in the week of ${formatIsoWeek(planned.week)}`}
                          onClick={() => setDialog({ mode: 'delete', planned })}
                        >
                          Delete
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
                {list.isSuccess && rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={8}>
                      <Text color="fg.muted" py="4" textAlign="center">
                        {messages.plannedEmpty}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Table.Body>
            </Table.Root>
          </Box>
        </LoadingOverlay>
      )}
      <Stack gap="2" mt="6">
        <Text fontWeight="semibold">Import from CSV</Text>
        <Text fontSize="sm" color="fg.muted">
          Columns: {plannedImportColumns.join(', ')}. Province by its code (NS) or empty for any.
          Every line is checked first: a file with a problem imports nothing.
        </Text>
        <FileDrop busy={importing.isLoading} onFile={(file) => void upload(file)} />
        {problems.length > 0 ? (
          <List.Root role="alert" color="fg.error" fontSize="sm" ps="5">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List.Root>
        ) : null}
      </Stack>
      {dialog.mode === 'create' || dialog.mode === 'edit' ? (
        <PlannedInstallationDialog
          key={dialog.mode === 'edit' ? `edit-${dialog.planned.id}` : 'create'}
          planned={dialog.mode === 'edit' ? dialog.planned : null}
          defaultWeek={state.fromWeek}
          onClose={() => setDialog({ mode: 'closed' })}
          onReload={() => void list.refetch()}
        />
      ) : null}
      {dialog.mode === 'copy' ? (
        <CopyWeekDialog fromWeek={state.fromWeek} onClose={() => setDialog({ mode: 'closed' })} />
      ) : null}
      {dialog.mode === 'delete' ? (
        <ConfirmDialog
          open
          title="Delete planned installations"
          message={messages.plannedDeleteQuestion(
            dialog.planned.count,
            dialog.planned.panel_size_w,
            dialog.planned.week,
          )}
          confirmLabel="Delete"
          loading={removal.isLoading}
          onConfirm={() => void confirmDelete(dialog.planned)}
          onCancel={() => setDialog({ mode: 'closed' })}
        />
      ) : null}
    </Box>
  );
}
