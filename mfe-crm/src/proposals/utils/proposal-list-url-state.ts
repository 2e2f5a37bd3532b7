import { pageSizeOptions, proposalsDefaultPageSize } from '@solar/shared';

/**
 * The proposals list's state as kept in the URL's search params (like the deals list), so a
 * reload, Back from a proposal's Design or Preview page, and Forward restore the search, the
 * Status filter and the page.
 */
export interface ProposalListUrlState {
  page: number;
  pageSize: number;
  search: string;
  /** A status id, or null for every status. */
  status: number | null;
}

export const defaultProposalListUrlState: ProposalListUrlState = {
  page: 1,
  pageSize: proposalsDefaultPageSize,
  search: '',
  status: null,
};

/** The search param names match the API's list parameters. */
const keys = { page: 'page', pageSize: 'page_size', search: 'search', status: 'status' } as const;

const positiveIntegerOf = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
};

/** Reads the list state from the URL; unknown or broken values (a hand-edited URL) fall back. */
export function parseProposalListUrlState(params: URLSearchParams): ProposalListUrlState {
  const pageSize = positiveIntegerOf(params.get(keys.pageSize));
  return {
    page: positiveIntegerOf(params.get(keys.page)) ?? 1,
    pageSize:
      pageSize !== null && (pageSizeOptions as readonly number[]).includes(pageSize)
        ? pageSize
        : proposalsDefaultPageSize,
    search: params.get(keys.search) ?? '',
    status: positiveIntegerOf(params.get(keys.status)),
  };
}

/** Writes the list state as search params, leaving defaults out so a plain URL stays plain. */
export function proposalListSearchParamsOf(state: ProposalListUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set(keys.page, String(state.page));
  if (state.pageSize !== proposalsDefaultPageSize) {
    params.set(keys.pageSize, String(state.pageSize));
  }
  if (state.search !== '') params.set(keys.search, state.search);
  if (state.status !== null) params.set(keys.status, String(state.status));
  return params;
}
