import { expect, test, type Page } from '@playwright/test';
import { layoutOffences, type LayoutOffence } from '../support/layout';

/**
 * The layout walk's measurements on small pages made for them: each kind of defect is found, and
 * what only looks like one (a visually hidden label, a truncated name offered whole, a control
 * placed on another) is not.
 */
const kinds = (offences: LayoutOffence[]) => offences.map((offence) => offence.kind);

/** A page of `body`, in standards mode as the product's pages are. */
async function showPage(page: Page, body: string): Promise<void> {
  await page.setContent(`<!doctype html><html lang="en"><body>${body}</body></html>`);
}

test.use({ viewport: { width: 390, height: 844 } });

test('finds a page wider than the window and names what sticks out', async ({ page }) => {
  await showPage(page, `<main><div id="wide" style="width: 600px">Wide</div></main>`);
  const offences = await layoutOffences(page);
  expect(kinds(offences)).toEqual(['overflow']);
  expect(offences[0]!.what).toContain('div#wide');
  expect(offences[0]!.detail).toMatch(/in a 390px window/);
});

test('does not count a wide table inside its scroll area, unless a part of it escapes', async ({
  page,
}) => {
  const hidden =
    'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0)';
  const scrollArea = (position: string) =>
    `<div style="overflow-x: auto; position: ${position}"><table><tr><td>` +
    `<div style="width: 600px">Wide</div></td><td><span style="${hidden}">Hidden label</span>` +
    `</td></tr></table></div>`;
  await showPage(page, scrollArea('relative'));
  expect(await layoutOffences(page)).toEqual([]);
  // A hidden label whose containing block is outside the scroll area widens the page.
  await showPage(page, scrollArea('static'));
  const offences = await layoutOffences(page);
  expect(kinds(offences)).toEqual(['overflow']);
  expect(offences[0]!.what).toContain('td > span');
});

test('finds text cut off with nothing offering it whole, and accepts a title or a name', async ({
  page,
}) => {
  const cut = 'style="width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis"';
  await showPage(
    page,
    `<p id="bare" ${cut}>Proposal Requested</p>` +
      `<p ${cut} title="Proposal Requested">Proposal Requested</p>` +
      `<a href="#" style="display: block"><span ${cut}>Proposal Requested</span></a>` +
      `<span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap">Screen reader only text</span>`,
  );
  const offences = await layoutOffences(page);
  expect(kinds(offences)).toEqual(['clipped']);
  expect(offences[0]!.what).toContain('p#bare');
  expect(offences[0]!.text).toBe('Proposal Requested');
});

test('finds controls on top of each other, but not one placed on another', async ({ page }) => {
  await showPage(
    page,
    `<div style="position: relative; height: 200px">` +
      `<button id="first" style="position: absolute; left: 0; top: 0; width: 100px">Save</button>` +
      `<button id="second" style="position: absolute; left: 60px; top: 0; width: 100px">Delete</button>` +
      `<input aria-label="Company" style="position: absolute; left: 0; top: 100px; width: 200px; height: 30px">` +
      `<button aria-label="Show companies" style="position: absolute; left: 170px; top: 105px; width: 20px; height: 20px"></button>` +
      `</div>`,
  );
  const offences = await layoutOffences(page);
  expect(kinds(offences)).toEqual(['overlap']);
  expect(offences[0]!.what).toMatch(/button#first.*OVER.*button#second/);
  expect(offences[0]!.text).toBe('Save / Delete');
});
