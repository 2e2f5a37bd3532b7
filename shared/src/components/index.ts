// Common components (page header, pager, status tag, confirm dialog, search input and combobox).
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { DebouncedSearchInput } from './debounced-search-input/debounced-search-input';
export { lazyPage } from './lazy-page/lazy-page';
export { PageHeader } from './page-header/page-header';
export { Pager, pageCountOf, type PagerProps } from './pager/pager';
export { StatusTag } from './status-tag/status-tag';
export { tagColorOf, tagPalettes } from './status-tag/tag-color-of';
export {
  RemoteSearchCombobox,
  type RemoteSearchState,
} from './remote-search-combobox/remote-search-combobox';
export {
  LocalFilterCombobox,
  type LocalFilterComboboxProps,
} from './local-filter-combobox/local-filter-combobox';
export { useListUrlState, type ListUrlCodec } from './list-url-state/use-list-url-state';
export { idListOf, pageSizeOf, positiveIntegerOf } from './list-url-state/list-url-params';
export { firstFieldIn } from './form-dialog/first-field-in';
export { FormDialog } from './form-dialog/form-dialog';
export { FormDialogForm, type FormDialogFormProps } from './form-dialog/form-dialog-form';
export { FormField, type FormFieldProps } from './form-field/form-field';
export { DocumentFileField, documentFileProblem } from './form-field/document-file-field';
export { SelectField } from './form-field/select-field';
export { firstErrorByField } from './form-field/first-error-by-field';
export { useCheckedForm } from './form-field/use-checked-form';
export { LoadFailure } from './load-state/load-failure';
export { LoadingState } from './load-state/loading-state';
export { LoadingOverlay } from './load-state/loading-overlay';
export { useVersionConflict, type VersionConflict } from './version-conflict/use-version-conflict';
export { FileDrop } from './file-drop/file-drop';
