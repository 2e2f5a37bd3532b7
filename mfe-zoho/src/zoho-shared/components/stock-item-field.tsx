import { Box } from '@chakra-ui/react';
import { FormField, type ItemSearchResult } from '@solar/shared';
import { StockItemSelect } from './stock-item-select';

interface StockItemFieldProps {
  label: string;
  /** The search input's id, which the label points at. */
  id: string;
  value: ItemSearchResult | null;
  /** The field's message from the form's checks or the server, shown under it. */
  error?: string;
  onChange: (item: ItemSearchResult | null) => void;
}

/** A required stock item field of a form: its label, the item search and its message. */
export function StockItemField({ label, id, value, error, onChange }: StockItemFieldProps) {
  return (
    <FormField label={label} required error={error} htmlFor={id}>
      <Box width="full">
        <StockItemSelect id={id} value={value} invalid={Boolean(error)} onChange={onChange} />
      </Box>
    </FormField>
  );
}
