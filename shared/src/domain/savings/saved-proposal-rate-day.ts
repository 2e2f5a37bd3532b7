/**
 * The day whose utility rate a saved proposal's savings and cash flow use: the day the API priced
 * it, which is the day it was saved, so a rate the utility changes later never changes what the
 * customer was shown; a design saved before proposals were priced uses the day it was last saved.
 */
export function savedProposalRateDay(saved: {
  pricing?: { priced_on: string } | null;
  updated_at: string | Date;
}): string {
  return saved.pricing?.priced_on ?? new Date(saved.updated_at).toISOString().slice(0, 10);
}
