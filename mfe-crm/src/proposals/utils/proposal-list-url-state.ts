import {
  pageSizeOf,
  positiveIntegerOf,
  proposalsDefaultPageSize,
  type ListUrlCodec,
} from '@solar/shared';

/**
 * The proposals list's state as kept in the URL's search params (like the deals list), so a
 * reload, Back from a proposal's Design or Preview page, and Forward restore the search, the
 * Status filter and the page.
 */
interface ProposalListUrlState {
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

/** Reads the list state from the URL; unknown or broken values (a hand-edited URL) fall back. */
export function parseProposalListUrlState(params: URLSearchParams): ProposalListUrlState {
  return {
    page: positiveIntegerOf(params.get(keys.page)) ?? 1,
    pageSize: pageSizeOf(params.get(keys.pageSize), proposalsDefaultPageSize),
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

/** How the proposals list keeps its state in the URL. */
export const proposalListUrlCodec: ListUrlCodec<ProposalListUrlState> = {
  parse: parseProposalListUrlState,
  write: proposalListSearchParamsOf,
};
