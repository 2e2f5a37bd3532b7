import { ProposalPresenter } from '../crm-shared/components/proposal-presenter';

/** The presenter's text when it is not bound to a deal (the spec's header shows an address). */
const unboundProposalAddress = 'No deal address';

/** `crm/present-proposal`: the presenter on its own, saving versions in this browser. */
export function PresentProposalPage() {
  return <ProposalPresenter address={unboundProposalAddress} />;
}
