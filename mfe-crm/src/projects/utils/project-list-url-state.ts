import {
  type ListUrlCodec,
  pageSizeOf,
  positiveIntegerOf,
  type ProjectStatus,
  projectsDefaultPageSize,
  projectStatuses,
} from '@solar/shared';

/**
 * A projects list's state as kept in the URL (search, filters, paging, the list or the board, and
 * the project open in its dialog), so reload, Back and a shared link show the same thing.
 */
export interface ProjectListUrlState {
  page: number;
  pageSize: number;
  search: string;
  province: number | null;
  owner: number | null;
  status: ProjectStatus | null;
  late: boolean;
  view: 'list' | 'board';
  project: number | null;
}

const keys = {
  page: 'page',
  pageSize: 'page_size',
  search: 'search',
  province: 'province',
  owner: 'owner',
  status: 'status',
  late: 'late',
  view: 'view',
  project: 'project',
} as const;

/** Reads the list state from the URL; unknown or broken values fall back to the defaults. */
export function parseProjectListUrlState(params: URLSearchParams): ProjectListUrlState {
  return {
    page: positiveIntegerOf(params.get(keys.page)) ?? 1,
    pageSize: pageSizeOf(params.get(keys.pageSize), projectsDefaultPageSize),
    search: params.get(keys.search) ?? '',
    province: positiveIntegerOf(params.get(keys.province)),
    owner: positiveIntegerOf(params.get(keys.owner)),
    status: projectStatuses.find((status) => status === params.get(keys.status)) ?? null,
    late: params.get(keys.late) === 'true',
    view: params.get(keys.view) === 'board' ? 'board' : 'list',
    project: positiveIntegerOf(params.get(keys.project)),
  };
}

/** Writes the list state as search params, leaving defaults out so a plain URL stays plain. */
export function projectListSearchParamsOf(state: ProjectListUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set(keys.page, String(state.page));
  if (state.pageSize !== projectsDefaultPageSize) params.set(keys.pageSize, String(state.pageSize));
  if (state.search !== '') params.set(keys.search, state.search);
  if (state.province !== null) params.set(keys.province, String(state.province));
  if (state.owner !== null) params.set(keys.owner, String(state.owner));
  if (state.status !== null) params.set(keys.status, state.status);
  if (state.late) params.set(keys.late, 'true');
  if (state.view !== 'list') params.set(keys.view, state.view);
  if (state.project !== null) params.set(keys.project, String(state.project));
  return params;
}

export const projectListUrlCodec: ListUrlCodec<ProjectListUrlState> = {
  parse: parseProjectListUrlState,
  write: projectListSearchParamsOf,
};

/** The search and filters as the API's query. */
export function projectFilterParamsOf(state: ProjectListUrlState): Record<string, string> {
  const params: Record<string, string> = {};
  const search = state.search.trim();
  if (search) params.search = search;
  if (state.province !== null) params.province = String(state.province);
  if (state.owner !== null) params.owners = String(state.owner);
  if (state.status !== null) params.status = state.status;
  if (state.late) params.late = 'true';
  return params;
}
