import { Box, Flex } from '@chakra-ui/react';
import { DebouncedSearchInput, leadSources, leadStatuses, SelectField } from '@solar/shared';
import type { SalesPersonOption } from '../../crm-shared/utils/sales-person-options-of';
import type { LeadListUrlState } from '../utils/lead-list-url-state';

interface LeadFiltersProps {
  state: LeadListUrlState;
  owners: readonly SalesPersonOption[];
  onChange: (change: Partial<Omit<LeadListUrlState, 'page' | 'pageSize'>>) => void;
}

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Search (name, email, phone, address) and the status, source and owner filters. */
export function LeadFilters({ state, owners, onChange }: LeadFiltersProps) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
      <Box flex="1" minW={{ base: 'full', sm: '240px' }} maxW={{ sm: 'sm' }}>
        <DebouncedSearchInput
          label="Search leads"
          placeholder="Name, email, phone or address"
          value={state.search}
          onDebouncedChange={(text) => onChange({ search: text })}
        />
      </Box>
      <SelectField
        label="Status"
        width={{ base: 'full', sm: '180px' }}
        value={state.status ?? ''}
        onChange={(value) => onChange({ status: (value || null) as LeadListUrlState['status'] })}
        placeholder="All statuses"
        options={optionsOf(leadStatuses)}
      />
      <SelectField
        label="Source"
        width={{ base: 'full', sm: '180px' }}
        value={state.source ?? ''}
        onChange={(value) => onChange({ source: (value || null) as LeadListUrlState['source'] })}
        placeholder="All sources"
        options={optionsOf(leadSources)}
      />
      <SelectField
        label="Owner"
        width={{ base: 'full', sm: '200px' }}
        value={state.owners.length === 1 ? String(state.owners[0]) : ''}
        onChange={(value) => onChange({ owners: value === '' ? [] : [Number(value)] })}
        placeholder="All owners"
        options={owners.map((owner) => ({ value: owner.id, label: owner.username }))}
      />
    </Flex>
  );
}
