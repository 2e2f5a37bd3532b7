import { selectPages } from '../select-pages';

const pages = [
  { name: '/login' },
  { name: '/customer' },
  { name: 'deals list' },
  { name: 'BOM design' },
];

describe('selectPages', () => {
  it('keeps every page without filters', () => {
    expect(selectPages(pages, [])).toEqual(pages);
  });

  it('keeps the pages whose name contains a filter, ignoring case', () => {
    expect(selectPages(pages, ['LOGIN', 'bom']).map((page) => page.name)).toEqual([
      '/login',
      'BOM design',
    ]);
  });

  it('keeps nothing when no name matches', () => {
    expect(selectPages(pages, ['presenter'])).toEqual([]);
  });
});
