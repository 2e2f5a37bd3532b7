const fieldSelector = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button[role="combobox"]:not([disabled])',
].join(', ');

/**
 * The first field a dialog asks for, to take the focus when it opens: a person opens a form to
 * type into it, not to land on its close button. Null (the dialog's own default) when it has none.
 */
export function firstFieldIn(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>(fieldSelector) ?? null;
}
