import { Input } from '@chakra-ui/react';
import {
  formatCalendarDay,
  FormField,
  isIsoWeek,
  isoWeekMonday,
  isoWeekOf,
  messages,
} from '@solar/shared';
import { useState } from 'react';

interface WeekInputProps {
  label: string;
  value: string;
  onChange: (week: string) => void;
  required?: boolean;
  error?: string;
  width?: string;
}

/**
 * An ISO week typed as the planners say it ('2027-W09') or as any date of it ('2027-03-03');
 * the field shows the week and the Monday it starts on.
 */
export function WeekInput({ label, value, onChange, required, error, width }: WeekInputProps) {
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const commit = () => {
    const trimmed = text.trim().toUpperCase();
    const week = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? isoWeekOf(trimmed) : trimmed;
    if (!isIsoWeek(week)) {
      setProblem(messages.isoWeekInvalid);
      return;
    }
    setProblem(undefined);
    setText(week);
    if (week !== value) onChange(week);
  };
  return (
    <FormField
      label={label}
      required={required}
      error={problem ?? error}
      helperText={
        isIsoWeek(value) ? `Starts ${formatCalendarDay(isoWeekMonday(value))}` : undefined
      }
      width={width}
    >
      <Input
        value={text}
        placeholder="2027-W09"
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </FormField>
  );
}
