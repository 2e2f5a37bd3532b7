import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { messages, RemoteSearchCombobox, type NamedItem } from '@solar/shared';
import { useCrmDealsQuery } from '../../crm-shared/api/deals-endpoints';

interface BatteryDealSelectProps {
  id: string;
  value: NamedItem | null;
  onChange: (deal: NamedItem | null) => void;
}

/** The deals the user may see, searched by name or address as they type (ten at a time). */
function useDealSearch(query: string, options: { skip: boolean }) {
  const result = useCrmDealsQuery({ page: 1, page_size: 10, search: query }, options);
  const deals = result.data?.results;
  const data = useMemo(() => deals?.map((deal) => ({ id: deal.id, name: deal.name })), [deals]);
  return { data, isFetching: result.isFetching, isError: result.isError };
}

/** The deal the simulation starts from. */
export function BatteryDealSelect(props: BatteryDealSelectProps) {
  return (
    <Box w="full">
      <RemoteSearchCombobox<NamedItem>
        {...props}
        useSearch={useDealSearch}
        labelOf={(deal) => deal.name}
        keyOf={(deal) => deal.id}
        renderOption={(deal) => deal.name}
        placeholder={messages.meetingSearchDeals}
        listLabel="Deals"
        emptyText={messages.meetingNoMatchingDeals}
        errorMessage={messages.meetingDealSearchFailed}
        errorToastId="battery-deal-search"
        listWhenEmpty
      />
    </Box>
  );
}
