import { formatNumber } from './format-number';

/** A file's size as the product shows it: bytes below 1 KB, then KB and MB (1000s), one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${formatNumber(bytes)} B`;
  if (bytes < 1_000_000) return `${formatNumber(Math.round(bytes / 100) / 10)} KB`;
  return `${formatNumber(Math.round(bytes / 100_000) / 10)} MB`;
}
