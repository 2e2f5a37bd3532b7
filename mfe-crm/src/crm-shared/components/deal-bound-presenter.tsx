import { Alert, Center, Spinner } from '@chakra-ui/react';
import { defaultProposalData, roofOrientationOf, type ProposalData } from '@solar/shared';
import { useMemo } from 'react';
import { ProposalPresenter } from './proposal-presenter';
import { useDealSavedProposalStore } from '../hooks/use-deal-saved-proposal-store';
import { useCrmSavingsContextQuery } from '../api/savings-endpoints';
import { useCrmDealProgramOffersQuery } from '../api/deal-programs-endpoints';
import { useCrmSiteSketchQuery } from '../api/site-sketch-endpoints';

interface DealBoundPresenterProps {
  dealId: number;
  address: string;
  /** The deal's power bill months (January first), or null to start from the spec's defaults. */
  monthlyUsage: readonly number[] | null;
  /**
   * A stored proposal to open as the current one (Design Proposal): its id on the server and its
   * saved design (null when none is saved yet: the deal's defaults, and Save Current Proposal
   * stores the first design). Delete Current Proposal resets to the deal's defaults.
   */
  start?: { proposalId: number; data: ProposalData | null } | undefined;
}

/** The presenter on a deal: its address, its bill's months, versions saved on the server. */
export function DealBoundPresenter({
  dealId,
  address,
  monthlyUsage,
  start,
}: DealBoundPresenterProps) {
  const store = useDealSavedProposalStore(dealId);
  const defaultData = useMemo(() => defaultProposalData(monthlyUsage ?? undefined), [monthlyUsage]);
  // The savings start from the deal's power company's rate; without it the user picks one.
  const context = useCrmSavingsContextQuery(dealId);
  // The programs offered today in the deal's province; the presenter waits for them so the first
  // figures shown are the program's.
  const offers = useCrmDealProgramOffersQuery(dealId);
  // The roof's pitch and facing from the site sketch, which a new design's location estimate
  // starts from; without a sketch (or while it loads) the estimate starts at 30° facing south.
  const sketch = useCrmSiteSketchQuery(dealId);
  const sketchRoof = useMemo(
    () => (sketch.data ? roofOrientationOf(sketch.data.polygons) : null),
    [sketch.data],
  );
  if (offers.isLoading) return <PresenterLoading label="Loading deal programs" />;
  return (
    <ProposalPresenter
      address={address}
      defaultData={defaultData}
      store={store}
      initialData={start?.data ?? undefined}
      initialCurrentId={start?.proposalId ?? null}
      powerCompanyId={context.data?.power_company?.id ?? null}
      offers={offers.data ?? null}
      sketchRoof={sketchRoof}
      location={
        context.data?.latitude != null && context.data.longitude != null
          ? { latitude: context.data.latitude, longitude: context.data.longitude }
          : null
      }
    />
  );
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
