import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, monthNames, registerNavigate, toaster, type DealDetails } from '@solar/shared';
import { installFakeApi, LocationProbe, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { dealDetails } from '../../testing/deal-fixtures';
import { PowerBillPage } from '../power-bill-page';

const companies = [
  { id: 3, name: 'Hydro One' },
  { id: 4, name: 'Toronto Hydro' },
];
const storedBill = {
  id: 8,
  deal: 5,
  power_company: { id: 4, name: 'Toronto Hydro' },
  bill_name: 'Main house',
  bill_notes: 'Heat pump since 2024',
  version: 3,
};
const storedMonths = monthNames.map((_, index) => ({ month: index + 1, usage: (index + 1) * 100 }));

let fake: FakeApi;
let companyQueries: string[];
beforeEach(() => {
  registerNavigate(jest.fn());
  companyQueries = [];
  fake = installFakeApi({
    'GET /api/crm/check-deal-access/5/': { body: { access: true } },
    'GET /api/crm/dealdetails/5/': { body: dealDetails(5) },
    'GET /api/crm/power-companies/': ({ url }) => {
      companyQueries.push(url.search);
      return { body: companies };
    },
    'POST /api/crm/power-bills/': { status: 201, body: { ...storedBill, id: 9 } },
    'GET /api/crm/power-bills/8/': { body: storedBill },
    'GET /api/crm/power-bill-details/8/': { body: storedMonths },
    'PUT /api/crm/power-bills/8/': { body: storedBill },
  });
});
afterEach(() => {
  registerNavigate(null);
  fake.restore();
  // Toasts live in a module-wide toaster; one test's must not satisfy the next one's queries.
  toaster.remove();
});

// No delay between keys: each keystroke re-renders the form and its chart.
const user = () => userEvent.setup({ delay: null });

/** Replaces a field's text in one paste (key-by-key typing is slow under jsdom). */
async function fill(actor: ReturnType<typeof user>, field: HTMLElement, text: string) {
  await actor.clear(field);
  await actor.click(field);
  await actor.paste(text);
}

/** The deals list's URL the page was opened from (its filters showed the deal). */
const listUrl = '/workplace/crm/deals?stage=7&page=2';

/** The page as the deals list opens it, handing over its own URL (`returnTo`: null for none). */
function renderPowerBillPage(action = 'add', dealId = '5', returnTo: string | null = listUrl) {
  return renderPage(
    <Routes>
      <Route path="/workplace/crm/power-bill/:dealId/:action?" element={<PowerBillPage />} />
      <Route
        path="/workplace/crm/deals"
        element={
          <>
            <p>Deals list page</p>
            <LocationProbe />
          </>
        }
      />
      <Route path="/workplace/crm/deal-details/:dealId" element={<p>Deal details page</p>} />
    </Routes>,
    {
      location: {
        pathname: `/workplace/crm/power-bill/${dealId}/${action}`,
        state: returnTo === null ? null : { returnTo },
      },
    },
  );
}

function withBill(): DealDetails {
  return dealDetails(5, { power_bill: { id: 8 } });
}

const monthInput = (month: string) => screen.getByRole('spinbutton', { name: new RegExp(month) });
const companyBox = () => screen.getByRole('combobox', { name: /Power Company/ });
const billName = () => screen.getByRole('textbox', { name: /Bill Name/ });
const posts = () => fake.calls.filter((call) => call.method === 'POST' || call.method === 'PUT');

async function pickCompany(actor: ReturnType<typeof user>, name: string) {
  // Pasted: typing key by key into Ark's combobox loses characters under jsdom (not in browsers).
  // The select remounts when the companies arrive; pick only after that.
  await waitFor(() => expect(companyBox()).toHaveAttribute('placeholder', 'Type to search'));
  await actor.click(companyBox());
  await actor.paste(name.slice(0, 5));
  await actor.click(await screen.findByRole('option', { name }));
}

describe('PowerBillPage in add mode', () => {
  it('shows the deal read-only, 12 months at 0 and the companies of its province', async () => {
    renderPowerBillPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add New Power Bill' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Deal Name' })).toHaveValue('Deal 5');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('5 King St W');
    expect(screen.getByRole('textbox', { name: 'Province' })).toHaveValue('Ontario');
    expect(screen.getByRole('textbox', { name: 'Deal Name' })).toHaveAttribute('readonly');
    const months = within(screen.getByRole('group', { name: 'Monthly usage' })).getAllByRole(
      'spinbutton',
    );
    expect(months).toHaveLength(12);
    for (const input of months) {
      expect(input).toHaveValue(0);
      expect(input).toHaveAttribute('min', '0');
    }
    expect(screen.getByRole('textbox', { name: 'Bill Notes' })).toHaveAttribute('rows', '2');
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    await waitFor(() => expect(companyQueries).toEqual(['?province=Ontario']));
    expect(screen.getByText('Annual total: 0 kWh')).toBeInTheDocument();
  });

  it('creates the bill with its 12 months in one call and goes back to the list it came from', async () => {
    // Once created, the deal answers with its bill (the refetch after saving must not turn the
    // page into the edit route instead of going back to Deals).
    fake.set({
      'GET /api/crm/dealdetails/5/': () => ({
        body: posts().length > 0 ? withBill() : dealDetails(5),
      }),
    });
    const actor = user();
    renderPowerBillPage();
    await screen.findByRole('textbox', { name: 'Deal Name' });
    await pickCompany(actor, 'Toronto Hydro');
    await fill(actor, billName(), '  Main house ');
    await fill(actor, screen.getByRole('textbox', { name: 'Bill Notes' }), 'Electric heat');
    await fill(actor, monthInput('January'), '1200');
    await fill(actor, monthInput('July'), '350.5');
    // The chart and the total follow the typing.
    expect(screen.getByText('Annual total: 1,550.5 kWh')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Monthly usage chart, annual total 1,550.5 kWh' }),
    ).toBeInTheDocument();

    await actor.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Deals list page')).toBeInTheDocument();
    // With the filters that showed the deal, not the list's default.
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(listUrl);
    expect(await screen.findByText(messages.powerBillCreated)).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.filter((call) => call.path === '/api/crm/dealdetails/5/')).toHaveLength(2),
    );
    expect(screen.getByText('Deals list page')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      method: 'POST',
      path: '/api/crm/power-bills/',
      body: {
        deal: 5,
        power_company: 4,
        bill_name: 'Main house',
        bill_notes: 'Electric heat',
        details: monthNames.map((_, index) => ({
          month: index + 1,
          usage: index === 0 ? 1200 : index === 6 ? 350.5 : 0,
        })),
      },
    });
  });

  it('shows each rule message for its bad input and sends nothing', async () => {
    const actor = user();
    renderPowerBillPage();
    await screen.findByRole('textbox', { name: 'Deal Name' });
    await actor.clear(monthInput('March'));
    await fill(actor, monthInput('April'), '-5');
    await actor.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(messages.correctFormErrors)).toBeInTheDocument();
    expect(screen.getByText(messages.pleaseSelectPowerCompany)).toBeInTheDocument();
    expect(screen.getByText(messages.pleaseEnterBillName)).toBeInTheDocument();
    expect(screen.getByText(messages.pleaseEnterUsage)).toBeInTheDocument();
    expect(screen.getByText(messages.usageMinimumZero)).toBeInTheDocument();
    expect(monthInput('March')).toHaveAttribute('aria-invalid', 'true');

    // Messages follow the fields once the form was submitted.
    await actor.type(billName(), 'a');
    expect(await screen.findByText(messages.lengthTwoToHundred)).toBeInTheDocument();
    await actor.type(billName(), 'b');
    await waitFor(() =>
      expect(screen.queryByText(messages.lengthTwoToHundred)).not.toBeInTheDocument(),
    );
    await fill(actor, monthInput('March'), '10');
    await waitFor(() =>
      expect(screen.queryByText(messages.pleaseEnterUsage)).not.toBeInTheDocument(),
    );
    expect(posts()).toHaveLength(0);
  });

  it("says 'Failed to create power bill: ' with the server's message", async () => {
    fake.set({
      'POST /api/crm/power-bills/': {
        status: 409,
        body: { message: messages.apiDealHasPowerBill },
      },
    });
    const actor = user();
    renderPowerBillPage();
    await screen.findByRole('textbox', { name: 'Deal Name' });
    await pickCompany(actor, 'Hydro One');
    await fill(actor, billName(), 'Home');
    await actor.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText(`${messages.failedToCreatePowerBill}${messages.apiDealHasPowerBill}`),
    ).toBeInTheDocument();
    expect(screen.queryByText('Deals list page')).not.toBeInTheDocument();
  });

  it('treats edit as add when the deal has no bill yet', async () => {
    renderPowerBillPage('edit');
    expect(await screen.findByRole('textbox', { name: 'Deal Name' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Power Bill' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(fake.calls.some((call) => call.path.startsWith('/api/crm/power-bills/'))).toBe(false);
  });

  it('warns when the companies cannot be loaded and keeps the form', async () => {
    fake.set({ 'GET /api/crm/power-companies/': { status: 500, body: { message: 'x' } } });
    renderPowerBillPage();
    expect(await screen.findByText(messages.failedToLoadPowerCompanies)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('says when the deal cannot be loaded', async () => {
    fake.set({ 'GET /api/crm/dealdetails/5/': { status: 500, body: { message: 'x' } } });
    renderPowerBillPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.failedToLoadDealInformation,
    );
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it("opened by its URL alone, returns to the deal's details once saved", async () => {
    fake.set({
      'GET /api/crm/dealdetails/5/': () => ({
        body: posts().length > 0 ? withBill() : dealDetails(5),
      }),
    });
    const actor = user();
    renderPowerBillPage('add', '5', null);
    await screen.findByRole('textbox', { name: 'Deal Name' });
    await pickCompany(actor, 'Toronto Hydro');
    await fill(actor, billName(), 'Main house');
    await actor.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Deal details page')).toBeInTheDocument();
  });

  it('Cancel goes back to Deals without saving', async () => {
    const actor = user();
    renderPowerBillPage();
    await screen.findByRole('textbox', { name: 'Deal Name' });
    await actor.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Deals list page')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});

describe('PowerBillPage in edit mode', () => {
  it('loads the bill and its months, and updates all 12 in one call', async () => {
    fake.set({ 'GET /api/crm/dealdetails/5/': { body: withBill() } });
    const actor = user();
    renderPowerBillPage('edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Power Bill' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(billName()).toHaveValue('Main house'));
    expect(screen.getByRole('textbox', { name: 'Bill Notes' })).toHaveValue('Heat pump since 2024');
    await waitFor(() => expect(companyBox()).toHaveValue('Toronto Hydro'));
    expect(monthInput('December')).toHaveValue(1200);
    expect(screen.getByText('Annual total: 7,800 kWh')).toBeInTheDocument();

    await fill(actor, monthInput('February'), '0');
    await fill(actor, monthInput('November'), '990');
    await actor.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Deals list page')).toBeInTheDocument();
    expect(await screen.findByText(messages.powerBillUpdated)).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/crm/power-bills/8/',
        body: {
          deal: 5,
          power_company: 4,
          bill_name: 'Main house',
          bill_notes: 'Heat pump since 2024',
          details: storedMonths.map(({ month, usage }) => ({
            month,
            usage: month === 2 ? 0 : month === 11 ? 990 : usage,
          })),
          version: storedBill.version,
        },
      }),
    ]);
  });

  it('keeps the bill company even when it serves another province', async () => {
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: withBill() },
      'GET /api/crm/power-bills/8/': {
        body: { ...storedBill, power_company: { id: 30, name: 'NB Power' } },
      },
    });
    renderPowerBillPage('edit');
    await waitFor(() => expect(companyBox()).toHaveValue('NB Power'));
  });

  it("says 'Failed to update power bill: ' with the server's message", async () => {
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: withBill() },
      'PUT /api/crm/power-bills/8/': {
        status: 403,
        body: { message: messages.noDealPermission },
      },
    });
    const actor = user();
    renderPowerBillPage('edit');
    await waitFor(() => expect(billName()).toHaveValue('Main house'));
    await actor.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText(`${messages.failedToUpdatePowerBill}${messages.noDealPermission}`),
    ).toBeInTheDocument();
  });

  it('shows no form over a bill whose months failed to load', async () => {
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: withBill() },
      'GET /api/crm/power-bill-details/8/': { status: 500, body: { message: 'x' } },
    });
    renderPowerBillPage('edit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.failedToLoadExistingPowerBill);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('opens the existing bill when the add route names a deal that has one', async () => {
    fake.set({ 'GET /api/crm/dealdetails/5/': { body: withBill() } });
    renderPowerBillPage('add');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Power Bill' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(billName()).toHaveValue('Main house'));
  });
});

describe('PowerBillPage access', () => {
  it('refuses a deal the user may not use before loading anything', async () => {
    fake.set({
      'GET /api/crm/check-deal-access/5/': {
        status: 403,
        body: { message: messages.noDealPermission },
      },
    });
    renderPowerBillPage();
    expect(await screen.findByText(messages.noDealPermission)).toBeInTheDocument();
    expect(fake.calls.map((call) => call.path)).toEqual(['/api/crm/check-deal-access/5/']);
  });
});
