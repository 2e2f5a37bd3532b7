import { Box } from '@chakra-ui/react';
import { ProposalPresenter } from '../crm-shared/components/proposal-presenter';
import { DealPicker } from './components/deal-picker';

/** The header's text for a design not bound to a deal (the spec's header shows an address). */
const scratchDesignAddress = 'Scratch design';

/**
 * `crm/present-proposal`: a rep presents to a customer, so the page first offers the customer's
 * deal (its proposal page uses the deal's bill and saves on the server); below it the presenter
 * works on its own as a scratch design saved in this browser, for a quick what-if.
 */
export function PresentProposalPage() {
  return (
    <Box>
      <Box borderWidth="1px" borderRadius="md" p="3" mb="4" maxW="40rem">
        <DealPicker />
      </Box>
      <ProposalPresenter address={scratchDesignAddress} />
    </Box>
  );
}
