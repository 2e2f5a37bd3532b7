import { type PortalSigning } from '@solar/shared';
import { useEffect, useRef } from 'react';
import { usePortalViewProposalMutation } from '../api/portal-proposals-endpoints';

/**
 * Tells the API once per visit that the customer opened a proposal awaiting their answer, so the
 * sales person sees Viewed. A failure is not the customer's concern and is not shown.
 */
export function useRecordProposalView(
  proposalId: number,
  signing: PortalSigning | null | undefined,
) {
  const [view] = usePortalViewProposalMutation();
  const recorded = useRef<number | null>(null);
  const awaiting = signing?.state === 'sent';
  useEffect(() => {
    if (!awaiting || recorded.current === proposalId) return;
    recorded.current = proposalId;
    void view(proposalId);
  }, [awaiting, proposalId, view]);
}
