import { useAppDispatch } from '@solar/shared';
import { useMemo } from 'react';
import type { SavedProposalStore } from '../utils/saved-proposal-store';
import { proposalsApi } from '../api/proposals-endpoints';
import { createServerSavedProposalStore } from '../utils/server-saved-proposal-store';

/**
 * The server-backed saved versions of one deal, through the shared API (token, timeouts, 401).
 * Listing reads the one cache entry of the deal's versions, which the deal proposal page has
 * already filled, so opening the presenter asks the server once.
 */
export function useDealSavedProposalStore(dealId: number): SavedProposalStore {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const { endpoints } = proposalsApi;
    return createServerSavedProposalStore({
      list: (fresh) =>
        dispatch(
          endpoints.crmProposalVersions.initiate(dealId, { forceRefetch: fresh, subscribe: false }),
        ).unwrap(),
      create: (data) =>
        dispatch(endpoints.crmCreateProposalVersion.initiate({ dealId, data })).unwrap(),
      update: (proposalId, data, version) =>
        dispatch(
          endpoints.crmUpdateProposalVersion.initiate({ dealId, proposalId, data, version }),
        ).unwrap(),
      remove: async (proposalId, version) => {
        await dispatch(
          endpoints.crmDeleteProposalVersion.initiate({ dealId, proposalId, version }),
        ).unwrap();
      },
    });
  }, [dispatch, dealId]);
}
