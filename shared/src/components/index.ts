// Common components (page header, pager, status tag, confirm dialog, search input and combobox).
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export {
  DebouncedSearchInput,
  type DebouncedSearchInputProps,
} from './debounced-search-input/debounced-search-input';
export { lazyPage } from './lazy-page/lazy-page';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export { Pager, pageCountOf, type PagerProps } from './pager/pager';
export { StatusTag, type StatusTagProps } from './status-tag/status-tag';
export { tagColorOf, tagPalettes, type TagPalette } from './status-tag/tag-color-of';
export {
  RemoteSearchCombobox,
  type RemoteSearchComboboxProps,
  type RemoteSearchState,
} from './remote-search-combobox/remote-search-combobox';
export { FormDialog, type FormDialogProps } from './form-dialog/form-dialog';
export { FormDialogForm, type FormDialogFormProps } from './form-dialog/form-dialog-form';
export { FormField, type FormFieldProps } from './form-field/form-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './form-field/select-field';
export { LoadFailure, type LoadFailureProps } from './load-state/load-failure';
export { LoadingState } from './load-state/loading-state';
export { LoadingOverlay, type LoadingOverlayProps } from './load-state/loading-overlay';
export { useVersionConflict, type VersionConflict } from './version-conflict/use-version-conflict';
