import { Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

interface HydroUsageInputProps {
  month: string;
  value: number;
  onCommit: (value: number) => void;
}

/**
 * One month's kWh. The text is kept while typing (an empty field is allowed mid-edit); only a
 * number of 0 or more reaches the calculator, and leaving the field restores the last good value.
 */
export function HydroUsageInput({ month, value, onCommit }: HydroUsageInputProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const parsed = text.trim() === '' ? Number.NaN : Number(text);
  const valid = Number.isFinite(parsed) && parsed >= 0;
  return (
    <Input
      size="xs"
      // Room for five digits and the spinner, so 14 500 kWh never shows as "145".
      minW="6.5rem"
      textAlign="end"
      type="number"
      inputMode="decimal"
      min={0}
      aria-label={`${month} usage (kWh)`}
      aria-invalid={!valid}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value.trim() !== '' && Number.isFinite(next) && next >= 0) onCommit(next);
      }}
      onBlur={() => {
        if (!valid) setText(String(value));
      }}
    />
  );
}
