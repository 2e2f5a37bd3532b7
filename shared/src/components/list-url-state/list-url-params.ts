import { pageSizeOptions } from '../../domain/constants';

/** A whole number from 1 up read from the URL, or null for anything else (a hand-edited URL). */
export const positiveIntegerOf = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
};

/** `3,9` → [3, 9]; anything that is not a positive id is dropped (a hand-edited URL). */
export const idListOf = (text: string | null): number[] => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((part) => positiveIntegerOf(part.trim()))
      .filter((id): id is number => id !== null),
  ),
];

/** A page size the pager offers, or the list's default for anything else. */
export const pageSizeOf = (text: string | null, fallback: number): number => {
  const pageSize = positiveIntegerOf(text);
  return pageSize !== null && (pageSizeOptions as readonly number[]).includes(pageSize)
    ? pageSize
    : fallback;
};
