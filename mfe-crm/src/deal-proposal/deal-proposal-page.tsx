import { DealAccessGate, messages } from '@solar/shared';
import { useParams } from 'react-router';
import { useCrmProposalContextQuery } from '../crm-shared/api/proposals-endpoints';
import {
  DealBoundPresenter,
  PresenterLoadError,
  PresenterLoading,
} from '../crm-shared/components/deal-bound-presenter';

/** `crm/deal-proposal/:dealId` (the deals list's Proposal action), behind the per-deal gate. */
export function DealProposalPage() {
  const { dealId } = useParams();
  return (
    <DealAccessGate dealId={dealId ?? null}>
      <DealProposal dealId={Number(dealId)} />
    </DealAccessGate>
  );
}

function DealProposal({ dealId }: { dealId: number }) {
  const context = useCrmProposalContextQuery(dealId);
  if (context.isLoading) return <PresenterLoading label="Loading the deal" />;
  if (!context.data) return <PresenterLoadError message={messages.failedToLoadDealInformation} />;
  return (
    <DealBoundPresenter
      // A new deal starts a new presenter (its state, saved list and bill months).
      key={dealId}
      dealId={dealId}
      address={context.data.deal.address}
      monthlyUsage={context.data.monthly_usage}
    />
  );
}
