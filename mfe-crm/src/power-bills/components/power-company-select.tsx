import { LocalFilterCombobox, type PowerCompany } from '@solar/shared';

interface PowerCompanySelectProps {
  options: readonly PowerCompany[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading: boolean;
  errorText?: string | undefined;
}

const idOf = (option: PowerCompany) => option.id;
const nameOf = (option: PowerCompany) => option.name;
const matches = (option: PowerCompany, needle: string) =>
  option.name.toLowerCase().includes(needle);

/** The searchable Power Company select: typing filters the companies by name. */
export function PowerCompanySelect({
  options,
  value,
  onChange,
  loading,
  errorText,
}: PowerCompanySelectProps) {
  return (
    <LocalFilterCombobox
      label="Power Company"
      required
      options={options}
      value={value}
      onChange={onChange}
      idOf={idOf}
      labelOf={nameOf}
      matches={matches}
      placeholder="Type to search"
      loading={loading}
      clearLabel="Clear power company"
      showLabel="Show power companies"
      emptyText="No power company found"
      errorText={errorText}
    />
  );
}
