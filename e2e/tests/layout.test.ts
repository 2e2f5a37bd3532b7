import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { workplaceRoutes } from '@solar/shared/domain';
import { describeOffences, layoutOffences, watchRequests } from '../support/layout';
import {
  pathsOf,
  prepareAdminSession,
  prepareCustomerSession,
  type StoredSession,
} from '../support/sessions';

/**
 * Every page of the product at a laptop's and a phone's size, as a person sees it: the Login page,
 * the dashboard and every route of the workplace catalogue as the superuser (the list comes from
 * the catalogue, so a new route is walked without editing this file), and every view of the
 * customer portal as a customer. A page fails when it scrolls sideways, cuts text off without
 * offering it whole, or puts controls on top of each other (support/layout.ts); every offender of
 * the walk is listed. The walk also saves a screenshot of each page for people to look at, in
 * `screens/<size>/` of the run's output folder (e2e/test-results, not committed).
 */
const sizes = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Size = (typeof sizes)[number];

interface Visit {
  path: string;
  /** The screenshot's file name: the route's pattern, the same from run to run. */
  name: string;
  /** Whose session opens it (null: signed out). */
  session: StoredSession | null;
  /** Holds when the page has drawn its content (its title, its main region). */
  shown: (page: Page) => Promise<void>;
  /**
   * Reached by the app's router from the page before: true where `shown` tells the new page from
   * the one before it (the workplace's pages set their own titles).
   */
  inApp: boolean;
}

/** A file name for a pattern: `workplace/crm/deal-details/:dealId` → `workplace-crm-deal-details-dealId`. */
function fileNameOf(pattern: string): string {
  return pattern.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';
}

const mainShown = (page: Page) => expect(page.getByRole('main')).toBeVisible();

/** Every page: the Login page, the workplace as the superuser, the portal as a customer. */
async function visitsOf(browser: Browser): Promise<Visit[]> {
  const admin = await prepareAdminSession(browser);
  const context = await browser.newContext();
  const customer = await prepareCustomerSession(await context.newPage(), admin);
  await context.close();
  const visits: Visit[] = [
    {
      path: '/login',
      name: 'login',
      session: null,
      inApp: false,
      shown: (page) => expect(page.getByRole('heading', { name: 'Login' })).toBeVisible(),
    },
    { path: '/dashboard', name: 'dashboard', session: admin, inApp: false, shown: mainShown },
  ];
  for (const route of workplaceRoutes) {
    for (const [index, pagePath] of pathsOf(route, admin.ids).entries()) {
      visits.push({
        path: pagePath,
        // An optional parameter gives the route twice: without it, then with it.
        name: fileNameOf(`workplace/${route.pattern}`) + (index > 0 ? '-with-id' : ''),
        session: admin,
        // The same route again (with its optional id) keeps its title: loaded afresh instead.
        inApp: index === 0,
        shown: async (page) => {
          await expect(page).toHaveTitle(route.title);
          await mainShown(page);
        },
      });
    }
  }
  for (const view of [customer.home, ...customer.views]) {
    visits.push({
      path: view,
      name: fileNameOf(view.replace(/\/\d+$/, '/proposal')),
      session: customer,
      inApp: false,
      shown: mainShown,
    });
  }
  return visits;
}

/** Opens every page at one size in one browser context, measuring and photographing each. */
async function walk(browser: Browser, size: Size, visits: Visit[]): Promise<string[]> {
  const screens = path.join(test.info().project.outputDir, 'screens', size.name);
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
  });
  const page = await context.newPage();
  const settled = watchRequests(page);
  const found: string[] = [];
  let signedInAs: StoredSession | null = null;
  try {
    for (const visit of visits) {
      if (visit.session === signedInAs && visit.inApp) {
        // Within one app a person follows links: the router shows the next page without loading
        // the app again, which keeps the walk of every page short.
        await page.evaluate((next) => {
          window.history.pushState(null, '', next);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, visit.path);
      } else {
        if (visit.session) {
          // The session the Login page would store, for the pages opened from now on.
          await page.evaluate(({ token, user }) => {
            window.localStorage.setItem('token', token);
            window.localStorage.setItem('user', user);
          }, visit.session);
        }
        signedInAs = visit.session;
        await page.goto(visit.path);
      }
      // A list may add its filters to the address (the deals list writes its stage).
      await expect(page).toHaveURL(new RegExp(`${visit.path}(\\?.*)?$`));
      await visit.shown(page);
      await settled();
      const offences = await layoutOffences(page);
      found.push(...describeOffences(`${visit.path} at ${size.width}×${size.height}`, offences));
      // JPEG: smaller and quicker to encode than PNG, and as good for a person's look.
      await page.screenshot({
        path: path.join(screens, `${visit.name}.jpeg`),
        fullPage: true,
        quality: 80,
      });
    }
  } finally {
    await context.close();
  }
  return found;
}

test('every page at 1366×768 and 390×844: no sideways scrolling, no cut text, no controls on top of each other', async ({
  browser,
}) => {
  // The walk's time is in docs/performance.md; a 2-core machine shared with other work has taken
  // more than twice as long as an idle one.
  test.setTimeout(600_000);
  const visits = await visitsOf(browser);
  // The two sizes walk side by side: most of a page's time is waiting for its answers.
  const offences = (await Promise.all(sizes.map((size) => walk(browser, size, visits)))).flat();
  expect(offences, offences.join('\n')).toEqual([]);
});
