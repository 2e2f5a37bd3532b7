import { buildDealListParams } from '../build-deal-list-params';
import { flattenSalesPersonTree } from '../sales-person-tree';

describe('buildDealListParams', () => {
  it('comma-joins the list filters', () => {
    expect(
      buildDealListParams({
        page: 2,
        page_size: 20,
        search: ' solar ',
        stage: 7,
        provinces: [3, 9],
        sales_persons: [4],
      }),
    ).toEqual({
      page: 2,
      page_size: 20,
      search: 'solar',
      stage: 7,
      provinces: '3,9',
      sales_persons: '4',
    });
  });

  it('leaves out empty filters', () => {
    expect(
      buildDealListParams({
        page: 1,
        page_size: 10,
        search: '   ',
        stage: null,
        provinces: [],
        sales_persons: [],
      }),
    ).toEqual({ page: 1, page_size: 10 });
  });
});

describe('flattenSalesPersonTree', () => {
  it('lists every node depth first without children', () => {
    const person = (id: number, children: never[] = []) => ({
      id,
      username: `u${id}`,
      email: `u${id}@example.com`,
      first_name: '',
      last_name: '',
      children,
    });
    const tree = [{ ...person(1), children: [person(2), person(3)] }, person(4)];
    expect(flattenSalesPersonTree(tree).map((node) => node.id)).toEqual([1, 2, 3, 4]);
    expect(flattenSalesPersonTree(tree)[0]).not.toHaveProperty('children');
  });
});
