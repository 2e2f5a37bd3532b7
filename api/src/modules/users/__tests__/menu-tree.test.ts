import { type MenuRow, pathsOfTree, permittedMenuTree } from '../menu-tree';

const row = (
  id: number,
  parentId: number | null,
  path: string | null,
  sortOrder = id,
): MenuRow => ({
  id,
  parentId,
  path,
  title: `item ${id}`,
  icon: null,
  isShow: true,
  sortOrder,
});

// Group 1 (a, b), group 2 (c with a nested d), ordered by sortOrder rather than id.
const rows = [
  row(1, null, null, 20),
  row(2, 1, 'g1/a'),
  row(3, 1, 'g1/b'),
  row(4, null, null, 10),
  row(5, 4, 'g2/c'),
  row(6, 5, 'g2/d'),
];

describe('permittedMenuTree', () => {
  it('returns everything, in sort order, for a superuser', () => {
    const tree = permittedMenuTree(rows, 'all');
    expect(tree.map((item) => item.id)).toEqual([4, 1]);
    expect([...pathsOfTree(tree)].sort()).toEqual(['g1/a', 'g1/b', 'g2/c', 'g2/d']);
  });

  it('grants a whole subtree when a parent is granted', () => {
    expect([...pathsOfTree(permittedMenuTree(rows, new Set([1])))].sort()).toEqual([
      'g1/a',
      'g1/b',
    ]);
    expect([...pathsOfTree(permittedMenuTree(rows, new Set([5])))].sort()).toEqual([
      'g2/c',
      'g2/d',
    ]);
  });

  it('keeps ancestors of a granted item with only the granted branch', () => {
    const tree = permittedMenuTree(rows, new Set([6]));
    expect(tree).toHaveLength(1);
    expect(tree[0]!.id).toBe(4);
    expect(tree[0]!.children.map((item) => item.id)).toEqual([5]);
    expect(tree[0]!.children[0]!.children.map((item) => item.path)).toEqual(['g2/d']);
  });

  it('returns nothing without grants', () => {
    expect(permittedMenuTree(rows, new Set())).toEqual([]);
  });
});
