import {
  dealListSearchParamsOf,
  defaultDealListUrlState,
  parseDealListUrlState,
  stageFilterOf,
} from '../deal-list-url-state';

const parse = (query: string) => parseDealListUrlState(new URLSearchParams(query));

describe('deals list URL state', () => {
  it('reads every filter, the page and the page size', () => {
    expect(parse('page=3&page_size=50&search=sun&stage=4&provinces=1,2&sales_persons=9')).toEqual({
      page: 3,
      pageSize: 50,
      search: 'sun',
      stage: 4,
      provinces: [1, 2],
      salesPersons: [9],
      view: 'table',
    });
  });

  it('falls back to the defaults for missing or broken values', () => {
    expect(parse('')).toEqual(defaultDealListUrlState);
    expect(parse('page=0&page_size=25&stage=x&provinces=a,,3,3,-1')).toEqual({
      ...defaultDealListUrlState,
      provinces: [3],
    });
    expect(parse('page=2.5&page_size=1000').page).toBe(1);
    expect(parse('page_size=1000').pageSize).toBe(10);
  });

  it('shows the table unless the URL asks for the board', () => {
    expect(parse('view=board').view).toBe('board');
    expect(parse('view=kanban').view).toBe('table');
    expect(parse('').view).toBe('table');
  });

  it('keeps an explicit "all stages" apart from "not chosen yet"', () => {
    expect(parse('stage=all').stage).toBe('all');
    expect(parse('').stage).toBeNull();
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(dealListSearchParamsOf(defaultDealListUrlState).toString()).toBe('');
    const state = {
      page: 2,
      pageSize: 20,
      search: 'King St',
      stage: 'all' as const,
      provinces: [4, 1],
      salesPersons: [7],
      view: 'board' as const,
    };
    const written = dealListSearchParamsOf(state);
    expect(written.toString()).toBe(
      'page=2&page_size=20&search=King+St&stage=all&provinces=4%2C1&sales_persons=7&view=board',
    );
    expect(parseDealListUrlState(written)).toEqual(state);
  });
});

describe('stageFilterOf', () => {
  const stages = [
    { id: 1, name: 'Initial Contact' },
    { id: 7, name: 'Proposal Requested' },
  ];

  it('opens on Proposal Requested when that stage exists', () => {
    expect(stageFilterOf(null, stages)).toBe(7);
    expect(stageFilterOf(null, [stages[0]!])).toBeNull();
    expect(stageFilterOf(null, [])).toBeNull();
  });

  it('follows the user once they chose a stage or all stages', () => {
    expect(stageFilterOf(1, stages)).toBe(1);
    expect(stageFilterOf('all', stages)).toBeNull();
  });
});
