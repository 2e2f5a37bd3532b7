import { Box, Checkbox, Text, Wrap } from '@chakra-ui/react';

interface OfferedChoicesProps<T extends string | number> {
  label: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  chosen: readonly T[];
  readOnly: boolean;
  onChange: (chosen: T[]) => void;
}

/** Which of a kind of choice (panel sizes, installation types) a program's proposals may take. */
export function OfferedChoices<T extends string | number>({
  label,
  options,
  labelOf,
  chosen,
  readOnly,
  onChange,
}: OfferedChoicesProps<T>) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1">
        {label}
      </Text>
      <Wrap gap="3" role="group" aria-label={label}>
        {options.map((option) => (
          <Checkbox.Root
            key={option}
            size="sm"
            disabled={readOnly}
            checked={chosen.includes(option)}
            onCheckedChange={(details) =>
              onChange(
                details.checked === true
                  ? [...chosen, option]
                  : chosen.filter((entry) => entry !== option),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{labelOf(option)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
    </Box>
  );
}
