import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { DebouncedSearchInput, FormField, SelectField, type NamedItem } from '@solar/shared';
import { useMemo } from 'react';
import type { DealListFilterChange } from '../hooks/use-deal-list-url-state';
import type { SalesPersonOption } from '../../crm-shared/utils/sales-person-options-of';
import { MultiSelectFilter, type FilterOption } from './multi-select-filter';

interface DealFiltersProps {
  search: string;
  /** The stage the list filters by (null: all stages). */
  stage: number | null;
  provinces: readonly number[];
  salesPersons: readonly number[];
  stageOptions: readonly NamedItem[];
  provinceOptions: readonly NamedItem[];
  salesPersonOptions: readonly SalesPersonOption[];
  loadingOptions: boolean;
  /** False on the board, whose columns are the stages. */
  showStage?: boolean;
  onChange: (change: DealFiltersChange) => void;
  onAddFromMap: () => void;
  onNewDeal: () => void;
}

type DealFiltersChange = DealListFilterChange;

/** The filter card of the deals list: filters on the left, actions on the right (three parts to one). */
export function DealFilters({
  search,
  stage,
  provinces,
  salesPersons,
  stageOptions,
  provinceOptions,
  salesPersonOptions,
  loadingOptions,
  showStage = true,
  onChange,
  onAddFromMap,
  onNewDeal,
}: DealFiltersProps) {
  const stageChoices = useMemo(
    () => [
      { value: 'all', label: loadingOptions ? 'Loading…' : 'All stages' },
      ...stageOptions.map(({ id, name }) => ({ value: id, label: name })),
    ],
    [loadingOptions, stageOptions],
  );
  const provinceItems = useMemo<FilterOption[]>(
    () => provinceOptions.map(({ id, name }) => ({ id, label: name })),
    [provinceOptions],
  );
  const salesPersonItems = useMemo<FilterOption[]>(
    () =>
      salesPersonOptions.map(({ id, username, email }) => ({
        id,
        label: username,
        description: email,
      })),
    [salesPersonOptions],
  );

  return (
    <Box as="section" aria-label="Deal filters" borderWidth="1px" rounded="md" p="4" mb="4">
      <Grid templateColumns={{ base: '1fr', xl: '18fr 6fr' }} gap="4" alignItems="end">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="3">
          <FormField label="Search">
            <DebouncedSearchInput
              label="Search by Deal Name"
              value={search}
              onDebouncedChange={(next) => onChange({ search: next })}
            />
          </FormField>
          {showStage ? (
            <SelectField
              label="Stage"
              size="sm"
              value={stage === null ? 'all' : String(stage)}
              onChange={(next) => onChange({ stage: next === 'all' ? 'all' : Number(next) })}
              options={stageChoices}
            />
          ) : null}
          <MultiSelectFilter
            label="Provinces"
            placeholder="All provinces"
            options={provinceItems}
            value={provinces}
            loading={loadingOptions}
            onChange={(ids) => onChange({ provinces: ids })}
          />
          <MultiSelectFilter
            label="Sales Persons"
            placeholder="All sales persons"
            options={salesPersonItems}
            value={salesPersons}
            loading={loadingOptions}
            onChange={(ids) => onChange({ salesPersons: ids })}
          />
        </Grid>
        <Stack direction={{ base: 'column', sm: 'row' }} justify={{ xl: 'flex-end' }} gap="2">
          <Button colorPalette="blue" onClick={onAddFromMap}>
            Add from map
          </Button>
          <Button variant="outline" onClick={onNewDeal}>
            New Deal
          </Button>
        </Stack>
      </Grid>
      {showStage ? (
        <ActiveStageFilter
          stageName={stageOptions.find((option) => option.id === stage)?.name ?? null}
          onShowAll={() => onChange({ stage: 'all' })}
        />
      ) : null}
    </Box>
  );
}

/**
 * Says which stage the list is narrowed to (it opens on 'Proposal Requested', which a user would
 * otherwise not notice), with the one click back to every stage.
 */
function ActiveStageFilter({
  stageName,
  onShowAll,
}: {
  stageName: string | null;
  onShowAll: () => void;
}) {
  if (stageName === null) return null;
  return (
    <HStack mt="3" gap="2" wrap="wrap" role="group" aria-label="Active filter">
      <Text fontSize="sm" color="fg.muted">
        Showing only
      </Text>
      {/* The filter is the point of the chip: it wraps rather than truncates in a narrow card. */}
      <Text
        as="span"
        fontSize="sm"
        fontWeight="medium"
        bg="blue.subtle"
        color="blue.fg"
        borderWidth="1px"
        borderColor="blue.muted"
        rounded="md"
        px="2"
        py="0.5"
        maxW="full"
      >
        Stage: {stageName}
      </Text>
      <Button size="xs" variant="outline" onClick={onShowAll}>
        All stages
      </Button>
    </HStack>
  );
}
