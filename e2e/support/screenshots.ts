import type { Page } from '@playwright/test';

/**
 * One full-page picture of the page at 1440 × 900 and at 390 × 844, when `E2E_SHOTS_DIR` names a
 * folder (people look at them); the page is left at 1440 × 900.
 */
export async function screenshotBothSizes(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  for (const [size, viewport] of [
    ['1440x900', { width: 1440, height: 900 }],
    ['390x844', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${folder}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
