/** Whole days from `iso` to `now` (0 for today or a clock running slightly ahead). */
export function daysSince(iso: string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 86_400_000));
}
