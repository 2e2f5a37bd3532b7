import { expect, type Locator, type Page } from '@playwright/test';

export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export function breadcrumbs(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Breadcrumb' });
}

/**
 * Opens a page from the sidebar as a person does: expand its group (one submenu is open at a
 * time, so the group may need a click), then follow the link.
 */
export async function openFromMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = mainMenu(page);
  const link = menu.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) {
    await menu.getByText(group, { exact: true }).click();
  }
  await expect(link).toBeVisible();
  await link.click();
}

/**
 * The page a workplace route shows: its heading, the breadcrumb trail and the document title. A
 * list may add its filters to the address (the deals list writes the stage it opens on).
 */
export async function expectWorkplacePage(page: Page, path: string, title: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/workplace/${path}(\\?[^/]*)?$`));
  await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
  await expect(breadcrumbs(page)).toContainText(title);
  await expect(page).toHaveTitle(title);
}
