import type { SalesPersonNode } from '@solar/shared';
import { salesPersonOptionsOf } from '../sales-person-options-of';

const node = (id: number, username: string, children: SalesPersonNode[] = []): SalesPersonNode => ({
  id,
  username,
  email: `${username}@example.com`,
  first_name: '',
  last_name: '',
  children,
});

describe('salesPersonOptionsOf', () => {
  it('flattens the tree depth first into {id, username, email}', () => {
    const tree = [node(1, 'manager', [node(2, 'rep1', [node(4, 'junior')]), node(3, 'rep2')])];
    expect(salesPersonOptionsOf(tree)).toEqual([
      { id: 1, username: 'manager', email: 'manager@example.com' },
      { id: 2, username: 'rep1', email: 'rep1@example.com' },
      { id: 4, username: 'junior', email: 'junior@example.com' },
      { id: 3, username: 'rep2', email: 'rep2@example.com' },
    ]);
  });

  it('lists a person reached twice only once, and gives no options without a tree', () => {
    expect(salesPersonOptionsOf([node(1, 'a', [node(2, 'b')]), node(2, 'b')])).toHaveLength(2);
    expect(salesPersonOptionsOf(undefined)).toEqual([]);
  });
});
