/** Whether the sidebar starts collapsed (user menu › Settings); kept on this device only. */
const key = 'sidebarCollapsed';

export function readSidebarCollapsed(): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(key, String(collapsed));
  } catch {
    // Storage disabled: the preference simply lasts for this page only.
  }
}
