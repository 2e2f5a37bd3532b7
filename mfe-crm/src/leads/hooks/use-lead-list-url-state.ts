import { useListUrlState } from '@solar/shared';
import { leadListUrlCodec } from '../utils/lead-list-url-state';

/** The leads list state, kept in the URL like every list's. */
export function useLeadListUrlState() {
  return useListUrlState(leadListUrlCodec);
}
