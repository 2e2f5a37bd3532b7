import { Box, Checkbox, Flex } from '@chakra-ui/react';
import {
  DebouncedSearchInput,
  type NamedItem,
  type ProjectPerson,
  projectActiveStatuses,
  projectHistoryStatuses,
  SelectField,
} from '@solar/shared';
import type { ProjectListUrlState } from '../utils/project-list-url-state';

interface ProjectFiltersProps {
  scope: 'active' | 'history';
  state: ProjectListUrlState;
  provinces: readonly NamedItem[];
  people: readonly ProjectPerson[];
  onChange: (change: Partial<Omit<ProjectListUrlState, 'page' | 'pageSize'>>) => void;
}

/** Search (deal, address, crew) and the province, owner, status and late filters. */
export function ProjectFilters({ scope, state, provinces, people, onChange }: ProjectFiltersProps) {
  const statuses = scope === 'active' ? projectActiveStatuses : projectHistoryStatuses;
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
      <Box flex="1" minW={{ base: 'full', sm: '240px' }} maxW={{ sm: 'sm' }}>
        <DebouncedSearchInput
          label="Search projects"
          placeholder="Deal, address or crew"
          value={state.search}
          onDebouncedChange={(text) => onChange({ search: text })}
        />
      </Box>
      <SelectField
        label="Province"
        width={{ base: 'full', sm: '200px' }}
        value={state.province === null ? '' : String(state.province)}
        onChange={(value) => onChange({ province: value === '' ? null : Number(value) })}
        placeholder="All provinces"
        options={provinces.map((province) => ({ value: province.id, label: province.name }))}
      />
      <SelectField
        label="Owner"
        width={{ base: 'full', sm: '200px' }}
        value={state.owner === null ? '' : String(state.owner)}
        onChange={(value) => onChange({ owner: value === '' ? null : Number(value) })}
        placeholder="All owners"
        options={people.map((person) => ({ value: person.id, label: person.name }))}
      />
      <SelectField
        label="Status"
        width={{ base: 'full', sm: '160px' }}
        value={state.status ?? ''}
        onChange={(value) => onChange({ status: (value || null) as ProjectListUrlState['status'] })}
        placeholder="All statuses"
        options={statuses.map((status) => ({ value: status, label: status }))}
      />
      {scope === 'active' ? (
        <Checkbox.Root
          checked={state.late}
          onCheckedChange={(details) => onChange({ late: details.checked === true })}
          pb="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Late milestones only</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </Flex>
  );
}
