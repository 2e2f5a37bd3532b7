import { expect, test } from '@playwright/test';
import { dealListResponseSchema, demoAccountEmails, userSchema } from '@solar/shared/domain';
import { expectAccessible } from '../support/accessibility';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';

test('the bell shows a task the manager assigns to rep1, and opening it lands on the deal', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const repContext = await browser.newContext();
  const rep = await repContext.newPage();
  await signInAs(rep, demoAccountEmails.rep1);
  const repUser = userSchema.parse(
    JSON.parse((await rep.evaluate(() => window.localStorage.getItem('user'))) ?? 'null'),
  );
  const repHeaders = { authorization: `Bearer ${await storedToken(rep)}` };
  const deals = dealListResponseSchema.parse(
    await (
      await rep.request.get(`${apiUrl}/api/crm/deals/?page_size=50`, { headers: repHeaders })
    ).json(),
  );
  const deal = deals.results.find((row) => row.sales_person?.id === repUser.id);
  if (!deal) throw new Error('rep1 has no deal of their own in the demo data');

  // The manager gives rep1 a task on rep1's deal, as the deal's timeline composer does.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, demoAccountEmails.manager);
  const title = `Call back ${Date.now()}`;
  const created = await manager.request.post(`${apiUrl}/api/crm/deals/${deal.id}/timeline/tasks/`, {
    headers: { authorization: `Bearer ${await storedToken(manager)}` },
    data: { title, due_date: '2030-01-10', assignee: repUser.id },
  });
  expect(created.status()).toBe(201);
  await managerContext.close();

  // Without a reload: the bell asks again when the window regains focus.
  await rep.evaluate(() => window.dispatchEvent(new Event('focus')));
  const bell = rep.getByRole('button', { name: /^Notifications, \d+ unread notifications$/ });
  await expect(bell).toBeVisible({ timeout: 40_000 });
  await bell.click();
  const entry = rep.getByRole('menuitem', { name: new RegExp(title) });
  await expect(entry).toBeVisible();
  await expectAccessible(rep, 'the notifications menu');
  await entry.click();
  await expect(rep).toHaveURL(new RegExp(`/crm/deal-details/${deal.id}$`));
  await repContext.close();
});
