import { Alert, Center, Spinner } from '@chakra-ui/react';
import { defaultProposalData, type ProposalData } from '@solar/shared';
import { useMemo } from 'react';
import { ProposalPresenter } from '../present-proposal/proposal-presenter';
import { useDealSavedProposalStore } from './use-deal-saved-proposal-store';

export interface DealBoundPresenterProps {
  dealId: number;
  address: string;
  /** The deal's power bill months (January first), or null to start from the spec's defaults. */
  monthlyUsage: readonly number[] | null;
  /** A stored design to start from instead of the defaults (Design Proposal). */
  startData?: ProposalData | undefined;
}

/** The presenter on a deal: its address, its bill's months, versions saved on the server. */
export function DealBoundPresenter({
  dealId,
  address,
  monthlyUsage,
  startData,
}: DealBoundPresenterProps) {
  const store = useDealSavedProposalStore(dealId);
  const defaultData = useMemo(
    () => startData ?? defaultProposalData(monthlyUsage ?? undefined),
    [startData, monthlyUsage],
  );
  return <ProposalPresenter address={address} defaultData={defaultData} store={store} />;
}

/** Loading and failure states shared by the deal-bound pages. */
export function PresenterLoading({ label }: { label: string }) {
  return (
    <Center py="16" aria-busy="true">
      <Spinner size="lg" aria-label={label} />
    </Center>
  );
}

export function PresenterLoadError({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
