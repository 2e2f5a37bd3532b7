export { pageTitleSlice } from './page-title-slice';
export { usePageTitle, usePageTitleOf } from './use-page-title';
