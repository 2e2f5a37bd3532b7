import type { MenuItem } from '../../menu';
import {
  menuAccessIdsOf,
  menuAccessStateOf,
  normalizeMenuAccess,
  toggleMenuAccess,
} from '../menu-access-tree';

const item = (id: number, children: MenuItem[] = []): MenuItem => ({
  id,
  path: children.length > 0 ? null : `p/${id}`,
  title: `Item ${id}`,
  icon: null,
  is_show: true,
  children,
});

// 1 (group) ─ 2, 3 (sub-group) ─ 4, 5; 6 (group) ─ 7
const sub = item(3, [item(4), item(5)]);
const crm = item(1, [item(2), sub]);
const other = item(6, [item(7)]);
const tree = [crm, other];

test('a granted group grants its whole subtree', () => {
  expect(menuAccessIdsOf(normalizeMenuAccess(tree, [1]))).toEqual([1, 2, 3, 4, 5]);
});

test('a parent counts as granted only when every child is', () => {
  expect(menuAccessIdsOf(normalizeMenuAccess(tree, [2, 4]))).toEqual([2, 4]);
  expect(menuAccessIdsOf(normalizeMenuAccess(tree, [2, 4, 5]))).toEqual([1, 2, 3, 4, 5]);
  expect(menuAccessIdsOf(normalizeMenuAccess(tree, [7]))).toEqual([6, 7]);
});

test("checking a parent's box sets all of its children", () => {
  const checked = toggleMenuAccess(tree, new Set(), crm, true);
  expect(menuAccessIdsOf(checked)).toEqual([1, 2, 3, 4, 5]);
  expect(menuAccessStateOf(crm, checked)).toBe(true);
  expect(menuAccessStateOf(other, checked)).toBe(false);
});

test("clearing a parent's box clears all of its children", () => {
  const checked = toggleMenuAccess(tree, new Set([1, 2, 3, 4, 5, 6, 7]), crm, false);
  expect(menuAccessIdsOf(checked)).toEqual([6, 7]);
});

test('a parent with some children checked is indeterminate, up the tree', () => {
  const all = normalizeMenuAccess(tree, [1]);
  const checked = toggleMenuAccess(tree, all, item(5), false);
  expect(menuAccessIdsOf(checked)).toEqual([2, 4]);
  expect(menuAccessStateOf(sub, checked)).toBe('indeterminate');
  expect(menuAccessStateOf(crm, checked)).toBe('indeterminate');
  expect(menuAccessStateOf(item(4), checked)).toBe(true);
  expect(menuAccessStateOf(item(5), checked)).toBe(false);
  // Checking the last missing child completes every parent again.
  const again = toggleMenuAccess(tree, checked, item(5), true);
  expect(menuAccessStateOf(crm, again)).toBe(true);
  expect(menuAccessIdsOf(again)).toEqual([1, 2, 3, 4, 5]);
});

test('the saved id set round-trips to the same boxes', () => {
  const checked = toggleMenuAccess(tree, normalizeMenuAccess(tree, [1, 6]), item(2), false);
  const saved = menuAccessIdsOf(checked);
  const reloaded = normalizeMenuAccess(tree, saved);
  expect(menuAccessIdsOf(reloaded)).toEqual(saved);
  for (const node of [crm, sub, other, item(2), item(4)]) {
    expect(menuAccessStateOf(node, reloaded)).toEqual(menuAccessStateOf(node, checked));
  }
});

test('unknown ids are dropped', () => {
  expect(menuAccessIdsOf(normalizeMenuAccess(tree, [99, 7]))).toEqual([6, 7]);
});
