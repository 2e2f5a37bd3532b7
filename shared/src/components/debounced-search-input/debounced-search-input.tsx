import { Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { searchDebounceMs } from '../../domain/constants';

interface DebouncedSearchInputProps {
  /** The accessible name of the field; also its placeholder unless one is given. */
  label: string;
  placeholder?: string;
  /** The search the list currently runs; the field follows it when the caller resets it. */
  value: string;
  /** Called with the new text once typing pauses, or at once on Enter or when the field is left. */
  onDebouncedChange: (value: string) => void;
  delayMs?: number;
}

/**
 * The search box of the lists ("runs on input and on change; debounced 300 ms"). Typing
 * reports after a pause; Enter and leaving the field report at once. The same text is never
 * reported twice in a row, so a list does not fetch the same page again.
 */
export function DebouncedSearchInput({
  label,
  placeholder,
  value,
  onDebouncedChange,
  delayMs = searchDebounceMs,
}: DebouncedSearchInputProps) {
  const [text, setText] = useState(value);
  const [followedValue, setFollowedValue] = useState(value);
  const lastReported = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A reset from outside (for example "clear filters") replaces what the field shows.
  if (value !== followedValue) {
    setFollowedValue(value);
    setText(value);
  }

  useEffect(() => {
    lastReported.current = value;
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (next === lastReported.current) return;
    lastReported.current = next;
    onDebouncedChange(next);
  };

  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => report(next), delayMs);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') report(event.currentTarget.value);
      }}
      onBlur={(event) => report(event.currentTarget.value)}
    />
  );
}
