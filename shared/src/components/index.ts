// Common components (page header, pager, status tag, confirm dialog, debounced search input).
