import { pageSizeOf, positiveIntegerOf, type ListUrlCodec } from '@solar/shared';

export interface MrpUrlState {
  /** The run shown; none shows the newest. */
  run: number | null;
  page: number;
  pageSize: number;
  search: string;
  exceptionsOnly: boolean;
}

export const mrpItemsPageSize = 20;

/** The run, its page of items and the filters in the URL, so a shared link shows the same plan. */
export const mrpUrlCodec: ListUrlCodec<MrpUrlState> = {
  parse: (params) => ({
    run: positiveIntegerOf(params.get('run')),
    page: positiveIntegerOf(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('page_size'), mrpItemsPageSize),
    search: params.get('search') ?? '',
    exceptionsOnly: params.get('exceptions') === '1',
  }),
  write: ({ run, page, pageSize, search, exceptionsOnly }) => {
    const params = new URLSearchParams();
    if (run !== null) params.set('run', String(run));
    if (page !== 1) params.set('page', String(page));
    if (pageSize !== mrpItemsPageSize) params.set('page_size', String(pageSize));
    if (search !== '') params.set('search', search);
    if (exceptionsOnly) params.set('exceptions', '1');
    return params;
  },
};
