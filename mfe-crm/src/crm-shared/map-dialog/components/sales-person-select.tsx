import { Span, Stack } from '@chakra-ui/react';
import { LocalFilterCombobox } from '@solar/shared';
import type { SalesPersonOption } from '../../utils/sales-person-options-of';

interface SalesPersonSelectProps {
  options: readonly SalesPersonOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading?: boolean;
  errorText?: string | undefined;
}

const idOf = (option: SalesPersonOption) => option.id;
const usernameOf = (option: SalesPersonOption) => option.username;
const matches = (option: SalesPersonOption, needle: string) =>
  needle === '' ||
  option.username.toLowerCase().includes(needle) ||
  option.email.toLowerCase().includes(needle);
const renderOption = (option: SalesPersonOption) => (
  <Stack gap="0">
    <Span>{option.username}</Span>
    <Span color="fg.muted" fontSize="xs">
      {option.email}
    </Span>
  </Stack>
);

/** The filterable Sales Person select: each option shows the username and, below it, the email. */
export function SalesPersonSelect({
  options,
  value,
  onChange,
  loading = false,
  errorText,
}: SalesPersonSelectProps) {
  return (
    <LocalFilterCombobox
      label="Sales Person"
      options={options}
      value={value}
      onChange={onChange}
      idOf={idOf}
      labelOf={usernameOf}
      matches={matches}
      renderOption={renderOption}
      placeholder="Type to filter"
      loading={loading}
      clearLabel="Clear sales person"
      showLabel="Show sales persons"
      emptyText="No sales person found"
      errorText={errorText}
      size="sm"
    />
  );
}
