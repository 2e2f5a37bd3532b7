import { Alert, Box, Heading } from '@chakra-ui/react';
import {
  canadianProvinceCodes,
  canadianProvinceNames,
  LoadFailure,
  messages,
  SelectField,
  serverErrorTextOf,
  type CanadianProvinceCode,
} from '@solar/shared';
import { useState } from 'react';
import { useCrmProgramOffersQuery } from '../crm-shared/api/deal-programs-endpoints';
import { PresenterLoading } from '../crm-shared/components/deal-bound-presenter';
import { ProposalPresenter } from '../crm-shared/components/proposal-presenter';
import { DealPicker } from './components/deal-picker';

/** The header's text for a design not bound to a deal (the spec's header shows an address). */
const scratchDesignAddress = 'Scratch design';

/** Where the seeded programs and the specification's figures apply. */
const defaultProvince: CanadianProvinceCode = 'PE';

/**
 * `crm/present-proposal`: a rep presents to a customer, so the page first offers the customer's
 * deal (its proposal page uses the deal's bill and saves on the server); below it the presenter
 * works on its own as a scratch design saved in this browser, for a quick what-if, priced like a
 * deal's with the programs the server offers today in the province the rep chooses.
 */
export function PresentProposalPage() {
  const [province, setProvince] = useState<CanadianProvinceCode>(defaultProvince);
  // `data` keeps the last province's programs while the next ones load, so the design on screen
  // stays put when the province changes.
  const offers = useCrmProgramOffersQuery(province);
  return (
    <Box>
      <Box borderWidth="1px" borderRadius="md" p="3" mb="4" maxW="40rem">
        <DealPicker />
      </Box>
      <Box maxW="22rem" mb="4">
        <SelectField
          label="Province of the scratch design (programs and taxes)"
          size="sm"
          value={province}
          onChange={(value) => setProvince(value as CanadianProvinceCode)}
          options={canadianProvinceCodes.map((code) => ({
            value: code,
            label: canadianProvinceNames[code],
          }))}
        />
      </Box>
      {offers.isError && !offers.data ? (
        <>
          {/* The presenter's own title, so the page still says what it is while it cannot work. */}
          <Heading as="h1" size="xl" mb="4">
            Present Proposal: {scratchDesignAddress}
          </Heading>
          <LoadFailure
            message={messages.failedToLoadDealPrograms}
            description={serverErrorTextOf(offers.error)}
            onRetry={() => void offers.refetch()}
          />
        </>
      ) : offers.data ? (
        <>
          {offers.data.programs.length === 0 ? (
            <Alert.Root status="info" mb="4">
              <Alert.Indicator />
              <Alert.Description>{messages.dealProgramsNoneInProvince}</Alert.Description>
            </Alert.Root>
          ) : null}
          <ProposalPresenter address={scratchDesignAddress} offers={offers.data} />
        </>
      ) : (
        <PresenterLoading label="Loading deal programs" />
      )}
    </Box>
  );
}
