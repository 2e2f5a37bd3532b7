import {
  dealsDefaultPageSize,
  idListOf,
  pageSizeOf,
  positiveIntegerOf,
  proposalRequestedStageName,
  type ListUrlCodec,
  type NamedItem,
} from '@solar/shared';

/**
 * The deals list's state as kept in the URL's search params, so reload and Back restore it.
 * `stage` is a stage id, `'all'` when the user cleared the filter, or null when they have not
 * chosen yet: the list then opens filtered to 'Proposal Requested'.
 */
export interface DealListUrlState {
  page: number;
  pageSize: number;
  search: string;
  stage: number | 'all' | null;
  provinces: number[];
  salesPersons: number[];
  /** The table or the pipeline board; the filters apply to both. */
  view: DealListView;
}

export type DealListView = 'table' | 'board';

export const defaultDealListUrlState: DealListUrlState = {
  page: 1,
  pageSize: dealsDefaultPageSize,
  search: '',
  stage: null,
  provinces: [],
  salesPersons: [],
  view: 'table',
};

/** The search param names; `sales_persons` and `page_size` match the API's names. */
const keys = {
  page: 'page',
  pageSize: 'page_size',
  search: 'search',
  stage: 'stage',
  provinces: 'provinces',
  salesPersons: 'sales_persons',
  view: 'view',
} as const;

/** Reads the list state from the URL; unknown or broken values fall back to the defaults. */
export function parseDealListUrlState(params: URLSearchParams): DealListUrlState {
  const stageText = params.get(keys.stage);
  return {
    page: positiveIntegerOf(params.get(keys.page)) ?? 1,
    pageSize: pageSizeOf(params.get(keys.pageSize), dealsDefaultPageSize),
    search: params.get(keys.search) ?? '',
    stage: stageText === 'all' ? 'all' : positiveIntegerOf(stageText),
    provinces: idListOf(params.get(keys.provinces)),
    salesPersons: idListOf(params.get(keys.salesPersons)),
    view: params.get(keys.view) === 'board' ? 'board' : 'table',
  };
}

/** Writes the list state as search params, leaving defaults out so a plain URL stays plain. */
export function dealListSearchParamsOf(state: DealListUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set(keys.page, String(state.page));
  if (state.pageSize !== dealsDefaultPageSize) params.set(keys.pageSize, String(state.pageSize));
  if (state.search !== '') params.set(keys.search, state.search);
  if (state.stage !== null) params.set(keys.stage, String(state.stage));
  if (state.provinces.length > 0) params.set(keys.provinces, state.provinces.join(','));
  if (state.salesPersons.length > 0) params.set(keys.salesPersons, state.salesPersons.join(','));
  if (state.view !== 'table') params.set(keys.view, state.view);
  return params;
}

/** How the deals list keeps its state in the URL. */
export const dealListUrlCodec: ListUrlCodec<DealListUrlState> = {
  parse: parseDealListUrlState,
  write: dealListSearchParamsOf,
};

/**
 * The stage id the list filters by: the chosen one, none after "All stages", and before any
 * choice the stage named 'Proposal Requested' when it exists.
 */
export function stageFilterOf(
  stage: DealListUrlState['stage'],
  stages: readonly NamedItem[],
): number | null {
  if (stage === 'all') return null;
  if (stage !== null) return stage;
  return stages.find((item) => item.name === proposalRequestedStageName)?.id ?? null;
}
