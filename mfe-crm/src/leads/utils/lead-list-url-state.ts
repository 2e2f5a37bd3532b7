import {
  idListOf,
  leadSources,
  leadsDefaultPageSize,
  leadStatuses,
  type LeadSource,
  type LeadStatus,
  type ListUrlCodec,
  pageSizeOf,
  positiveIntegerOf,
} from '@solar/shared';

/** The leads list's state as kept in the URL, so reload, Back and a shared link show the same list. */
export interface LeadListUrlState {
  page: number;
  pageSize: number;
  search: string;
  status: LeadStatus | null;
  source: LeadSource | null;
  owners: number[];
}

/** The search param names match the API's list parameters. */
const keys = {
  page: 'page',
  pageSize: 'page_size',
  search: 'search',
  status: 'status',
  source: 'source',
  owners: 'owners',
} as const;

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  values.find((value) => value === text) ?? null;

/** Reads the list state from the URL; unknown or broken values fall back to the defaults. */
export function parseLeadListUrlState(params: URLSearchParams): LeadListUrlState {
  return {
    page: positiveIntegerOf(params.get(keys.page)) ?? 1,
    pageSize: pageSizeOf(params.get(keys.pageSize), leadsDefaultPageSize),
    search: params.get(keys.search) ?? '',
    status: oneOf(leadStatuses, params.get(keys.status)),
    source: oneOf(leadSources, params.get(keys.source)),
    owners: idListOf(params.get(keys.owners)),
  };
}

/** Writes the list state as search params, leaving defaults out so a plain URL stays plain. */
export function leadListSearchParamsOf(state: LeadListUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set(keys.page, String(state.page));
  if (state.pageSize !== leadsDefaultPageSize) params.set(keys.pageSize, String(state.pageSize));
  if (state.search !== '') params.set(keys.search, state.search);
  if (state.status !== null) params.set(keys.status, state.status);
  if (state.source !== null) params.set(keys.source, state.source);
  if (state.owners.length > 0) params.set(keys.owners, state.owners.join(','));
  return params;
}

/** How the leads list keeps its state in the URL. */
export const leadListUrlCodec: ListUrlCodec<LeadListUrlState> = {
  parse: parseLeadListUrlState,
  write: leadListSearchParamsOf,
};

/** The list's search and filters as the API's query (the export's: no paging). */
export function leadFilterParamsOf(state: LeadListUrlState): Record<string, string> {
  const params: Record<string, string> = {};
  const search = state.search.trim();
  if (search) params.search = search;
  if (state.status !== null) params.status = state.status;
  if (state.source !== null) params.source = state.source;
  if (state.owners.length > 0) params.owners = state.owners.join(',');
  return params;
}
