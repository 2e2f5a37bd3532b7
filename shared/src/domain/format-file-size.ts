import { formatNumber } from './format-number';

/** A size as the product shows it: B, KB, MB, then GB (steps of 1000), at most one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${formatNumber(bytes)} B`;
  if (bytes < 1_000_000) return `${formatNumber(Math.round(bytes / 100) / 10)} KB`;
  if (bytes < 1_000_000_000) return `${formatNumber(Math.round(bytes / 100_000) / 10)} MB`;
  return `${formatNumber(Math.round(bytes / 100_000_000) / 10)} GB`;
}
