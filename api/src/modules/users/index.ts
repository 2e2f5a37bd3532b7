// What other modules use of the menu: the paths a user holds and the menu tree.
export { type MenuRow, pathsOfTree, permittedMenuTree } from './menu-tree';
export { ensureCustomerAccount, listDevAccounts, menuPathsOf } from './users-queries';
