import { Box, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  LoadFailure,
  LoadingState,
  messages,
  PageHeader,
  serverErrorTextOf,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  useCrmDealProgramQuery,
  useCrmDealProgramsQuery,
  useCrmDealProgramVersionQuery,
} from '../deal-program/api/deal-program-endpoints';
import { ProposalDesignForm } from './components/proposal-design-form';

const title = workplaceRouteByPattern('crm/program-proposal-design/:dealProgramId').title;

/**
 * `crm/program-proposal-design/:dealProgramId`: the program's default proposal on its latest
 * version: the panel sizes and installation types a proposal may choose, the default term, and
 * which results and payment lines the customer document shows, with a live preview on a sample deal.
 */
export function ProgramProposalDesignPage() {
  const programId = Number(useParams().dealProgramId);
  const valid = Number.isInteger(programId) && programId > 0;
  const program = useCrmDealProgramQuery(programId, { skip: !valid });
  const list = useCrmDealProgramsQuery(undefined);
  const latestId = program.data?.versions.at(-1)?.id ?? null;
  const version = useCrmDealProgramVersionQuery(latestId ?? 0, { skip: latestId === null });
  // Counts the reloads the user chose after a conflict: each opens the form afresh on the version.
  const [reloads, setReloads] = useState(0);

  if (!valid) return <Text role="alert">{messages.dealProgramNotFound}</Text>;
  if (program.isLoading || (latestId !== null && version.isLoading)) {
    return <LoadingState label="Loading deal program" />;
  }
  if (!program.data || !version.data) {
    return (
      <LoadFailure
        message={messages.failedToLoadDealPrograms}
        description={serverErrorTextOf(program.error ?? version.error)}
        onRetry={() => void program.refetch()}
      />
    );
  }
  const readOnly = !(list.data?.can_edit ?? false) || version.data.used;

  return (
    <Box>
      <PageHeader title={`${title}: ${program.data.name}`} />
      <Text mb="4" maxW="3xl">
        The version from {formatCalendarDay(version.data.effective_from)}.{' '}
        {version.data.used ? messages.dealProgramVersionReadOnly : null}
      </Text>
      <ProposalDesignForm
        key={`${version.data.id}:${reloads}`}
        programId={programId}
        record={version.data}
        readOnly={readOnly}
        onReload={async () => {
          await version.refetch();
          setReloads((count) => count + 1);
        }}
      />
    </Box>
  );
}
