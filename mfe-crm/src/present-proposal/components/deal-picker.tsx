import { Box, Heading, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormField, messages, searchDebounceMs } from '@solar/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCrmDealsQuery } from '../../crm-shared/api/deals-endpoints';
import { dealPagePaths } from '../../crm-shared/utils/deal-page-paths';

/** How many deals the picker lists at once: enough to find one, short enough for a phone. */
const dealsShown = 6;

/**
 * Finds a deal by name (the rep's most recently updated deals before anything is typed) and opens
 * its proposal page, where the design starts from the deal's bill and versions are saved on it.
 */
export function DealPicker() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const deals = useCrmDealsQuery({ page: 1, page_size: dealsShown, search });

  return (
    <Stack gap="2" as="section" aria-labelledby="present-for-deal-heading">
      <Heading as="h2" size="sm" id="present-for-deal-heading">
        Present for a customer’s deal
      </Heading>
      <Text fontSize="sm">{messages.presentForDealHint}</Text>
      <FormField label="Find the customer’s deal" htmlFor="present-proposal-deal-search">
        <Input
          id="present-proposal-deal-search"
          type="search"
          size="sm"
          placeholder="Deal name"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      {deals.isFetching && !deals.data ? (
        <Spinner size="sm" aria-label="Loading deals" />
      ) : deals.isError ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {messages.failedToLoadDeals}
        </Text>
      ) : deals.data && deals.data.results.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {messages.noDealMatches}
        </Text>
      ) : (
        <Box
          as="ul"
          listStyleType="none"
          aria-label="Deals to present"
          aria-busy={deals.isFetching}
        >
          {(deals.data?.results ?? []).map((deal) => (
            <Box
              as="li"
              key={deal.id}
              py="1"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Link asChild colorPalette="blue" fontWeight="medium">
                <RouterLink to={dealPagePaths.proposal(deal.id)}>{deal.name}</RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                {deal.address.address}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
