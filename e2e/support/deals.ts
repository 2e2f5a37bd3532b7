import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { DealDetails, NamedItem, Province } from '@solar/shared/domain';
import { storedToken } from './sign-in';
import { apiUrl } from './test-stack';
import { expectWorkplacePage, openFromMenu } from './workplace';

/**
 * The deals list's table. Exact: the dashboard's "Deals by stage" and "Recently changed deals"
 * tables contain the word too, and stay on screen until the CRM area has loaded.
 */
export const dealsTable = (page: Page): Locator =>
  page.getByRole('table', { name: 'Deals', exact: true });

/** The deals list's rows, one per deal. */
export const dealRows = (page: Page): Locator => dealsTable(page).locator('tbody tr[data-deal-id]');

/** Waits for the deals list to settle after a change (its loading overlay gone). */
export async function dealsListSettled(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Loading deals' })).toHaveCount(0);
}

/** The deals list's pager total ("Total 42"). */
export async function dealsListTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^Total \d+$/).textContent();
  return Number(text!.replace('Total ', ''));
}

/** Opens Deals from the menu and waits for its first rows, settled. */
export async function openDealsFromMenu(page: Page): Promise<void> {
  await openFromMenu(page, 'CRM', 'Deals');
  await expectWorkplacePage(page, 'crm/deals', 'Deals');
  await expect(dealRows(page).first()).toBeVisible();
  await dealsListSettled(page);
}

export interface NewDealOptions {
  /** The name starts with this; a timestamp makes it unique for the run. */
  namePrefix: string;
  /** Default 'Proposal Requested': the deals list opens filtered to it. */
  stageName?: string;
  /** Default: the first status. */
  statusName?: string;
}

/**
 * A fresh deal of the token's user, made through the API (the setup of a test, not what it
 * tests): in Charlottetown, Prince Edward Island, at a random street number.
 */
export async function createDealThroughApi(
  request: APIRequestContext,
  token: string,
  { namePrefix, stageName = 'Proposal Requested', statusName }: NewDealOptions,
): Promise<DealDetails> {
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) => {
    const response = await request.get(`${apiUrl}${path}`, { headers });
    expect(response.ok()).toBe(true);
    return (await response.json()) as T;
  };
  const stages = await get<NamedItem[]>('/api/crm/deal-stages/');
  const statuses = await get<NamedItem[]>('/api/crm/deal-statuses/');
  const provinces = await get<Province[]>('/api/crm/provinces/');
  const status = statusName ? statuses.find((item) => item.name === statusName) : statuses[0];
  const response = await request.post(`${apiUrl}/api/crm/deals/`, {
    headers,
    data: {
      name: `${namePrefix} ${Date.now()}`,
      stage: stages.find((stage) => stage.name === stageName)!.id,
      status: status!.id,
      address: {
        address: `${Math.floor(Math.random() * 900) + 100} Queen St`,
        city_text: 'Charlottetown',
        province: provinces.find((province) => province.code === 'PE')!.id,
        postal_code: 'C1A4B3',
        latitude: 46.2352,
        longitude: -63.1264,
      },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as DealDetails;
}

/** A fresh deal of the user signed in on `page` (see `createDealThroughApi`). */
export async function createDealOfSignedInUser(
  page: Page,
  options: NewDealOptions,
): Promise<DealDetails> {
  return createDealThroughApi(page.request, await storedToken(page), options);
}

/** Opens Deals from the menu and finds the deal by name. */
export async function findDeal(page: Page, name: string): Promise<void> {
  await openFromMenu(page, 'CRM', 'Deals');
  await expectWorkplacePage(page, 'crm/deals', 'Deals');
  await page.getByRole('searchbox', { name: 'Search by Deal Name' }).fill(name);
  await expect(dealsTable(page).locator('tbody tr', { hasText: name })).toHaveCount(1);
}
