import { expect, test } from '@playwright/test';
import { demoAccountEmails } from '@solar/shared/domain';
import { signInAs } from '../support/sign-in';

test('the e-mail templates page draws the HTML preview with the page, as the customer will read it', async ({
  page,
  browser,
}) => {
  await signInAs(page, demoAccountEmails.admin);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/workplace/admin/mail-templates');
  const preview = page.frameLocator('iframe[title="HTML preview"]');
  await expect(preview.getByText('Hello Alex Sample,')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Open the proposal' })).toBeVisible();
  // A frame Chromium draws in a process of its own is painted only once that process is up:
  // on a busy machine the preview stayed blank. The preview must be drawn by the page's own.
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: { type: string; url: string }[];
  };
  await cdp.detach();
  expect(targetInfos.filter((target) => target.type === 'iframe')).toEqual([]);

  // An edit shows at once, and the frame still runs no script of the template's.
  await page
    .getByRole('textbox', { name: 'HTML body' })
    .fill(
      '<p id="edited">Edited for {{recipient.name}}</p><script>document.body.append("ran")</script>',
    );
  await expect(preview.locator('#edited')).toHaveText('Edited for Alex Sample');
  await expect(preview.getByText('ran')).toHaveCount(0);
  await page.screenshot({ path: '/work/shots/h26after/mail-templates-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(preview.locator('#edited')).toBeVisible();
  await page.screenshot({ path: '/work/shots/h26after/mail-templates-390.png', fullPage: true });
});
