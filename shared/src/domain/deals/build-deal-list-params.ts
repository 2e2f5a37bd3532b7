/** Largest page the deals list API serves. */
export const dealListMaxPageSize = 100;

/** The deals list state (search, filters, page, page size); `page_size` is the spec's limit. */
export interface DealListQuery {
  page: number;
  page_size: number;
  search?: string | null;
  stage?: number | null;
  provinces?: readonly number[];
  sales_persons?: readonly number[];
}

/** The query string of `GET /api/crm/deals/`: lists comma-joined, empty filters left out. */
interface DealListParams {
  page: number;
  page_size: number;
  search?: string;
  stage?: number;
  provinces?: string;
  sales_persons?: string;
}

/** Builds the list call's params from the list state. */
export function buildDealListParams(query: DealListQuery): DealListParams {
  const params: DealListParams = { page: query.page, page_size: query.page_size };
  const search = query.search?.trim();
  if (search) params.search = search;
  if (query.stage !== null && query.stage !== undefined) params.stage = query.stage;
  if (query.provinces && query.provinces.length > 0) params.provinces = query.provinces.join(',');
  if (query.sales_persons && query.sales_persons.length > 0) {
    params.sales_persons = query.sales_persons.join(',');
  }
  return params;
}
