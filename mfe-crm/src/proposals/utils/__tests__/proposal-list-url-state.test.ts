import {
  defaultProposalListUrlState,
  parseProposalListUrlState,
  proposalListSearchParamsOf,
} from '../proposal-list-url-state';

describe('proposal list URL state', () => {
  it.each([
    ['', defaultProposalListUrlState],
    ['?search=Smith&status=2', { page: 1, pageSize: 20, search: 'Smith', status: 2 }],
    ['?page=3&page_size=50', { page: 3, pageSize: 50, search: '', status: null }],
    // A hand-edited URL falls back to the defaults value by value.
    ['?page=0&page_size=25&status=abc', defaultProposalListUrlState],
    ['?page=-1&status=0', defaultProposalListUrlState],
  ])('reads %p', (search, expected) => {
    expect(parseProposalListUrlState(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(proposalListSearchParamsOf(defaultProposalListUrlState).toString()).toBe('');
    const state = { page: 2, pageSize: 10, search: 'Smith & Co', status: 4 };
    const params = proposalListSearchParamsOf(state);
    expect(params.toString()).toBe('page=2&page_size=10&search=Smith+%26+Co&status=4');
    expect(parseProposalListUrlState(params)).toEqual(state);
  });
});
