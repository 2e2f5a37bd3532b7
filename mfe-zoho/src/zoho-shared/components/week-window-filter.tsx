import { Flex } from '@chakra-ui/react';
import { demandHorizonOptions, SelectField } from '@solar/shared';
import type { WeekWindow } from '../utils/week-window-url-codec';
import { WeekInput } from './week-input';

interface WeekWindowFilterProps {
  value: WeekWindow;
  onChange: (window: WeekWindow) => void;
}

const horizonOptions = demandHorizonOptions.map((count) => ({
  value: count,
  label: `${count} weeks`,
}));

/** The first week and the horizon above a planning page's weeks. */
export function WeekWindowFilter({ value, onChange }: WeekWindowFilterProps) {
  return (
    <Flex gap="3" wrap="wrap" mb="4" align="flex-start">
      <WeekInput
        // A new week from the URL (Back, a link) replaces what was typed.
        key={value.fromWeek}
        label="First week"
        width="48"
        value={value.fromWeek}
        onChange={(fromWeek) => onChange({ ...value, fromWeek })}
      />
      <SelectField
        label="Horizon"
        width="40"
        value={String(value.weeks)}
        onChange={(weeks) => onChange({ ...value, weeks: Number(weeks) })}
        options={horizonOptions}
      />
    </Flex>
  );
}
