import { messages } from '../messages';

const billNameMinLength = 2;
const billNameMaxLength = 100;
/** A power bill holds 12 monthly usage values, default 0, minimum 0. */
export const monthsInYear = 12;
export const defaultMonthlyUsage = 0;
export const minimumMonthlyUsage = 0;
/** The largest usage the database column holds (numeric(12,3)); far above any home's month. */
export const maximumMonthlyUsage = 999_999_999;

/** January to December; index 0 is month 1. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The bill name rule: required, then 2 to 100 characters trimmed. */
export function billNameError(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return messages.pleaseEnterBillName;
  if (trimmed.length < billNameMinLength || trimmed.length > billNameMaxLength) {
    return messages.lengthTwoToHundred;
  }
  return null;
}

/**
 * One month's usage as typed: required ('Please enter usage'), a number, at least 0. The text is
 * what the input holds, so an emptied field is caught before it becomes 0.
 */
export function usageError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return messages.pleaseEnterUsage;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return messages.usageMustBeNumber;
  if (value < minimumMonthlyUsage) return messages.usageMinimumZero;
  if (value > maximumMonthlyUsage) return messages.usageTooLarge;
  return null;
}

/** The annual total of 12 monthly usages, ignoring months not (yet) valid numbers. */
export function annualUsageOf(usages: readonly number[]): number {
  return usages.reduce((total, usage) => total + (Number.isFinite(usage) ? usage : 0), 0);
}
