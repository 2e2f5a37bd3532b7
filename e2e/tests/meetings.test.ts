import { expect, test } from '@playwright/test';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { dialogOnly, expectAccessible } from '../support/accessibility';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';

const zone = 'America/Halifax';
test.use({ timezoneId: zone });

/** A local day of the zone, some days from now, as `YYYY-MM-DD`, and its UTC offset. */
function dayInZone(daysAhead: number): { key: string; offset: string } {
  const moment = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  const key = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(moment);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(moment)
    .find((part) => part.type === 'timeZoneName')!.value;
  return { key, offset: name.replace('GMT', '') || '+00:00' };
}

test('a rep books a meeting that double-books and sees the warning before saving', async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.rep1);
  const { key, offset } = dayInZone(3);
  const title = `Roof check ${Date.now()}`;
  // The rep is already in a meeting from 10:00 to 11:00 that day.
  const booked = await page.request.post(`${apiUrl}/api/crm/meetings/`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: {
      title,
      kind: 'Site visit',
      start: `${key}T10:00:00${offset}`,
      end: `${key}T11:00:00${offset}`,
      time_zone: zone,
    },
  });
  expect(booked.status()).toBe(201);

  await page.goto(`/workplace/crm/meeting?view=day&date=${key}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting Management' })).toBeVisible();
  await expect(page.getByText(messages.meetingTimeZoneIs(zone)).first()).toBeVisible();
  // Stored in UTC, shown in the rep's zone.
  await expect(page.getByRole('button', { name: new RegExp(`^${title} ?, 10:00`) })).toBeVisible();
  await expectAccessible(page, 'the calendar');

  // 10:30, the 22nd half-hour slot of the day, by its free right edge beside the meeting.
  const slot = page.getByRole('button', { name: /^Book a meeting at/ }).nth(21);
  const box = (await slot.boundingBox())!;
  await slot.click({ position: { x: box.width - 6, y: box.height / 2 } });
  const dialog = page.getByRole('dialog', { name: messages.meetingNew });
  await expect(dialog.getByLabel(/^Starts/)).toHaveValue('10:30');
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('Kitchen table close');
  await expect(dialog.getByText(messages.meetingDoubleBookedTitle)).toBeVisible();
  await expect(dialog.getByText(new RegExp(`is already booked: ${title}`))).toBeVisible();
  await expectAccessible(page, 'the meeting dialog with its warning', dialogOnly);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  // The first save only confirms the warning; the booking needs the second.
  await dialog.getByRole('button', { name: messages.meetingSaveAnyway }).click();
  await expect(page.getByText(messages.meetingSaved).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Kitchen table close ?, 10:30/ })).toBeVisible();
});
