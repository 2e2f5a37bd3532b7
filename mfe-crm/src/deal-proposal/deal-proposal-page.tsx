import { DealAccessGate, messages, type ProposalVersion } from '@solar/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  useCrmProposalContextQuery,
  useCrmProposalVersionsQuery,
} from '../crm-shared/api/proposals-endpoints';
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

/** The version a rep last worked towards: the highest proposal version, or none. */
function latestVersion(versions: readonly ProposalVersion[] | undefined): ProposalVersion | null {
  if (!versions || versions.length === 0) return null;
  return versions.reduce((latest, version) =>
    version.proposal_version > latest.proposal_version ? version : latest,
  );
}

function DealProposal({ dealId }: { dealId: number }) {
  const context = useCrmProposalContextQuery(dealId);
  // Reopening a deal continues where the rep left off: its latest saved version opens as the
  // current one. When the list cannot be read the presenter says so and starts from the bill.
  // Each opening asks the server once; the presenter's saved list reads this same answer.
  const versions = useCrmProposalVersionsQuery(dealId, { refetchOnMountOrArgChange: true });
  // Only the first answer picks what opens: the presenter lists the versions again itself, and a
  // later refetch must not unmount what the rep is editing.
  const [opening, setOpening] = useState<{ latest: ProposalVersion | null } | null>(null);
  if (opening === null && (versions.isSuccess || versions.isError)) {
    setOpening({ latest: latestVersion(versions.data) });
  }
  if (context.isLoading || opening === null) return <PresenterLoading label="Loading the deal" />;
  if (!context.data) return <PresenterLoadError message={messages.failedToLoadDealInformation} />;
  const { latest } = opening;
  return (
    <DealBoundPresenter
      // A new deal starts a new presenter (its state, saved list and bill months).
      key={dealId}
      dealId={dealId}
      address={context.data.deal.address}
      monthlyUsage={context.data.monthly_usage}
      start={latest ? { proposalId: latest.id, data: latest.data } : undefined}
    />
  );
}
