import {
  createAppStore,
  messages,
  toaster,
  type GeoSuggestion,
  versionConflictCode,
} from '@solar/shared';
import { installFakeApi, renderPage, testUser, type FakeApi } from '@solar/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { DealMapDialog, type DealMapDialogProps } from '../deal-map-dialog';
import { dealRow } from '../utils/__tests__/fixtures';

const rep1 = testUser({ id: 3, username: 'rep1', email: 'rep1@example.com', is_staff: true });

const queenStreet: GeoSuggestion = {
  label: '100 Queen St, Charlottetown, PE C1A4B3',
  address: '100 Queen St',
  city: 'Charlottetown',
  province: 'Prince Edward Island',
  province_id: 11,
  postal_code: 'C1A4B3',
  latitude: 46.2352391,
  longitude: -63.1262046,
};

const noMatch = {
  exists: false,
  deals: [],
  hidden_deal_count: 0,
  address_name_taken: false,
  address_id: null,
  address_info: null,
};
const draft = { id: 1, name: 'Draft' };

function handlers(): Parameters<typeof installFakeApi>[0] {
  return {
    'GET /api/crm/deal-stages/': {
      body: [
        { id: 1, name: 'Initial Contact' },
        { id: 2, name: 'Proposal' },
      ],
    },
    'GET /api/crm/deal-statuses/': { body: [draft, { id: 2, name: 'In Progress' }] },
    'GET /api/crm/plus/sales-person-tree/': {
      body: {
        status: 'success',
        current_user_id: 3,
        data: [
          {
            id: 3,
            username: 'rep1',
            email: 'rep1@example.com',
            first_name: 'Rep',
            last_name: 'One',
            children: [
              {
                id: 4,
                username: 'rep2',
                email: 'rep2@example.com',
                first_name: 'Rep',
                last_name: 'Two',
                children: [],
              },
            ],
          },
        ],
      },
    },
    'GET /api/geo/search/': ({ url }) => ({
      body: (url.searchParams.get('q') ?? '').toLowerCase().includes('queen') ? [queenStreet] : [],
    }),
    'GET /api/crm/check-address/': { body: noMatch },
    'POST /api/crm/deals/': ({ body }) => ({
      status: 201,
      body: { ...dealRow({ id: 99, name: (body as { name: string }).name }), created_by: null },
    }),
  };
}

// Whole dialog flows with real timers (the search debounce) take a few seconds each under jsdom,
// and more on a busy machine: a test gets twice the shared limit.
jest.setTimeout(60_000);

let fakeApi: FakeApi;
beforeEach(() => {
  fakeApi = installFakeApi(handlers());
});
afterEach(() => {
  fakeApi.restore();
  // The toaster is the page's one store: without this, earlier tests' toasts queue later ones.
  toaster.remove();
});

function renderDialog(props: Partial<DealMapDialogProps> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const store = createAppStore({ auth: { token: 'token', user: rep1 } });
  const view = renderPage(
    <Routes>
      <Route
        path="/workplace/crm/deals"
        element={
          <DealMapDialog open mode="create" onClose={onClose} onSaved={onSaved} {...props} />
        }
      />
      <Route path="/workplace/crm/deal-details/:dealId" element={<p>Deal details page</p>} />
    </Routes>,
    { store, location: '/workplace/crm/deals' },
  );
  return { ...view, onClose, onSaved };
}

const user = () => userEvent.setup();

async function pickQueenStreet(actor: ReturnType<typeof user>) {
  // Pasted: typing key by key into Ark's combobox loses characters under jsdom (not in browsers).
  await actor.click(screen.getByRole('combobox', { name: 'Search address' }));
  await actor.paste('queen');
  await actor.click(await screen.findByRole('option', { name: queenStreet.label }));
}

function selectedLocation() {
  return within(screen.getByRole('region', { name: 'Selected Location' }));
}

const posted = () => fakeApi.calls.filter((call) => call.method === 'POST');

describe('DealMapDialog in create mode', () => {
  it('opens with the focus on the address search, not on the close button', async () => {
    // jsdom lays nothing out, so the dialog would find nothing focusable; as in a browser, every
    // element here has a box.
    const rects = jest
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    try {
      renderDialog();
      const search = await screen.findByRole('combobox', { name: 'Search address' });
      await waitFor(() => expect(search).toHaveFocus());
    } finally {
      rects.mockRestore();
    }
  });

  it('creates a deal at a picked place with the current user as sales person', async () => {
    const actor = user();
    const { onSaved, onClose } = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Add Deal from Map' })).toBeVisible();
    const create = screen.getByRole('button', { name: 'Create Deal' });
    expect(create).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sales Person' })).toHaveValue('rep1'),
    );

    await pickQueenStreet(actor);
    expect(selectedLocation().getByText('100 Queen St')).toBeVisible();
    expect(selectedLocation().getByText('Prince Edward Island')).toBeVisible();
    expect(selectedLocation().getByText('C1A4B3')).toBeVisible();
    expect(selectedLocation().getByText('46.2352391')).toBeVisible();
    expect(selectedLocation().getByText('-63.1262046')).toBeVisible();

    await waitFor(() => expect(create).toBeEnabled());
    await actor.click(create);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(99));
    expect(onClose).toHaveBeenCalled();
    expect(posted()[0]!.body).toEqual({
      name: '100 Queen St',
      stage: 1,
      status: 1,
      business_type: 1,
      deal_group_type: 1,
      sales_person: 3,
      address: {
        address: '100 Queen St',
        city_text: 'Charlottetown',
        province: 11,
        postal_code: 'C1A4B3',
        latitude: 46.2352391,
        longitude: -63.1262046,
      },
    });
    expect(await screen.findByText(messages.dealCreatedFromMap)).toBeVisible();
  });

  it('searches the typed text with Search and places the pin on the first match', async () => {
    const actor = user();
    renderDialog();
    const search = await screen.findByRole('combobox', { name: 'Search address' });
    await actor.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(messages.typeAddressToSearch)).toBeVisible();

    await actor.click(search);
    await actor.paste('nowhere at all');
    await actor.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(messages.couldNotFindAddress)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Deal' })).toBeDisabled();

    await actor.clear(search);
    await actor.paste('100 queen');
    await actor.click(screen.getByRole('button', { name: 'Search' }));
    expect(await selectedLocation().findByText('100 Queen St')).toBeVisible();
    expect(selectedLocation().getByText('46.2352391')).toBeVisible();
    expect(search).toHaveValue(queenStreet.label);
    expect(screen.getByRole('button', { name: 'Selected location' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Deal' })).toBeEnabled());
  });

  it('searches with Enter in the search box', async () => {
    const actor = user();
    renderDialog();
    const search = await screen.findByRole('combobox', { name: 'Search address' });
    await actor.click(search);
    await actor.paste('queen');
    // Before the suggestions' debounce has passed: Enter is the Search button.
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await selectedLocation().findByText('Prince Edward Island')).toBeVisible();
    expect(fakeApi.calls.some((call) => call.path === '/api/geo/search/')).toBe(true);
  });

  it('warns about deals at the address, confirms, and asks for a new name', async () => {
    fakeApi.set({
      'GET /api/crm/check-address/': {
        body: {
          exists: true,
          address_id: 40,
          deals: [
            { id: 7, name: '100 Queen St', status: draft },
            { id: 8, name: 'Roof job', status: draft },
          ],
          hidden_deal_count: 0,
          address_name_taken: true,
          address_info: null,
        },
      },
    });
    const actor = user();
    const { onSaved } = renderDialog();
    await pickQueenStreet(actor);

    const section = within(
      await screen.findByRole('region', { name: 'Existing Deals at This Address' }),
    );
    expect(section.getByText(messages.existingDealsWarning)).toBeVisible();
    expect(section.getByRole('cell', { name: 'Roof job' })).toBeVisible();
    expect(section.getAllByRole('button', { name: /View Deal/ })).toHaveLength(2);

    await actor.click(screen.getByRole('button', { name: 'Create Deal' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: messages.addressAlreadyExistsTitle,
    });
    await actor.click(within(confirm).getByRole('button', { name: 'Continue' }));

    const prompt = await screen.findByRole('dialog', { name: 'New Deal Name' });
    const name = within(prompt).getByRole('textbox', { name: 'New deal name' });
    expect(name).toHaveValue('100 Queen St (New)');
    await actor.clear(name);
    await actor.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(await within(prompt).findByText(messages.dealNameCannotBeEmpty)).toBeVisible();
    await actor.type(name, 'roof JOB');
    await actor.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(await within(prompt).findByText(messages.dealNameAlreadyExists)).toBeVisible();
    expect(posted()).toHaveLength(0);

    await actor.clear(name);
    await actor.type(name, 'Second roof');
    await actor.click(within(prompt).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(99));
    expect(posted()[0]!.body).toMatchObject({ name: 'Second roof', address_id: 40 });
    expect(posted()[0]!.body).not.toHaveProperty('address');
  });

  it("warns about other teams' deals it may not name, and sends the address itself", async () => {
    fakeApi.set({
      'GET /api/crm/check-address/': {
        body: {
          exists: true,
          address_id: null,
          deals: [],
          hidden_deal_count: 2,
          address_name_taken: true,
          address_info: null,
        },
      },
    });
    const actor = user();
    const { onSaved } = renderDialog();
    await pickQueenStreet(actor);

    const section = within(
      await screen.findByRole('region', { name: 'Existing Deals at This Address' }),
    );
    expect(section.getByText(messages.existingDealsWarning)).toBeVisible();
    expect(section.getByText(`${messages.dealsOfOtherTeamsAtAddress} 2`)).toBeVisible();
    expect(section.queryByRole('button', { name: /View Deal/ })).toBeNull();

    await actor.click(screen.getByRole('button', { name: 'Create Deal' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: messages.addressAlreadyExistsTitle,
    });
    await actor.click(within(confirm).getByRole('button', { name: 'Continue' }));
    const prompt = await screen.findByRole('dialog', { name: 'New Deal Name' });
    await actor.click(within(prompt).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(99));
    expect(posted()[0]!.body).toMatchObject({
      name: '100 Queen St (New)',
      address: { address: '100 Queen St' },
    });
    expect(posted()[0]!.body).not.toHaveProperty('address_id');
  });

  it('opens a listed deal with View Deal', async () => {
    fakeApi.set({
      'GET /api/crm/check-address/': {
        body: {
          exists: true,
          address_id: 40,
          deals: [{ id: 8, name: 'Roof job', status: draft }],
          hidden_deal_count: 0,
          address_name_taken: false,
          address_info: null,
        },
      },
    });
    const actor = user();
    const { onClose } = renderDialog();
    await pickQueenStreet(actor);
    await actor.click(await screen.findByRole('button', { name: 'View Deal Roof job' }));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Deal details page')).toBeVisible();
  });

  it("shows the server's reason when creating fails", async () => {
    fakeApi.set({
      'POST /api/crm/deals/': { status: 409, body: { message: messages.dealNameAlreadyExists } },
    });
    const actor = user();
    const { onSaved } = renderDialog();
    await pickQueenStreet(actor);
    const create = screen.getByRole('button', { name: 'Create Deal' });
    await waitFor(() => expect(create).toBeEnabled());
    await actor.click(create);
    expect(
      await screen.findByText(`${messages.failedToCreateDeal}: ${messages.dealNameAlreadyExists}`),
    ).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('DealMapDialog map clicks', () => {
  /** A click on Leaflet's own element, `dx` pixels right of the map's centre. */
  function clickMap(dx: number) {
    const container = document.querySelector('.leaflet-container');
    if (!container) throw new Error('No map');
    fireEvent.click(container, { clientX: dx, clientY: 10 });
  }

  it('places the location by reverse lookup, and keeps the text when Link Address Text is Off', async () => {
    const reversed: string[] = [];
    fakeApi.set({
      'GET /api/geo/reverse/': ({ url }) => {
        reversed.push(url.search);
        return {
          body: {
            address: 'Near Charlottetown',
            city: 'Charlottetown',
            province: 'Prince Edward Island',
            province_id: 11,
            postal_code: 'C1A',
            latitude: Number(url.searchParams.get('lat')),
            longitude: Number(url.searchParams.get('lng')),
          },
        };
      },
    });
    const actor = user();
    renderDialog();
    expect(await screen.findByText(messages.mapTilesNotConfigured)).toBeVisible();

    clickMap(40);
    expect(await selectedLocation().findByText('Near Charlottetown')).toBeVisible();
    expect(reversed).toHaveLength(1);
    // Without tiles the map opens over the Atlantic provinces (longitude -63.6, zoom 6).
    const longitude = () => selectedLocation().getByText(/^-6[2-5]\.\d+$/).textContent;
    const first = longitude();

    await actor.click(screen.getByRole('checkbox', { name: 'Link Address Text' }));
    expect(screen.getByText('Off')).toBeVisible();
    fakeApi.set({ 'GET /api/crm/check-address/': { body: noMatch } });
    clickMap(-40);
    await waitFor(() => expect(longitude()).not.toBe(first));
    expect(selectedLocation().getByText('Near Charlottetown')).toBeVisible();
    expect(reversed).toHaveLength(1);
  });
});

describe('DealMapDialog in edit mode', () => {
  const deal = dealRow({ id: 7, name: 'Old name' });

  beforeEach(() => {
    fakeApi.set({
      'PUT /api/crm/deals/7/': ({ body }) => ({
        body: { ...dealRow({ id: 7, name: (body as { name: string }).name }), created_by: null },
      }),
    });
  });

  it('updates name and sales person after the confirmation', async () => {
    const actor = user();
    const { onSaved } = renderDialog({ mode: 'edit', deal });
    expect(await screen.findByRole('dialog', { name: 'Edit Deal Location' })).toBeVisible();
    expect(selectedLocation().getByText('100 Queen St')).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Deal Name' });
    expect(name).toHaveValue('Old name');
    await actor.clear(name);
    await actor.type(name, '  New name  ');

    const salesPerson = screen.getByRole('combobox', { name: 'Sales Person' });
    await waitFor(() => expect(salesPerson).toHaveValue('rep1'));
    await actor.clear(salesPerson);
    await actor.paste('rep2@');
    await actor.click(await screen.findByRole('option', { name: /rep2/ }));

    await actor.click(screen.getByRole('button', { name: 'Update Deal' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(messages.confirmDealUpdate)).toBeVisible();
    await actor.click(within(confirm).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    const put = fakeApi.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ name: 'New name', sales_person: 4, version: deal.version });
    expect(await screen.findByText(messages.dealUpdated)).toBeVisible();
  });

  it('offers to reload a deal someone saved meanwhile, and saves from their version', async () => {
    const theirs = { ...dealRow({ id: 7, name: 'Their name' }), version: 2, created_by: null };
    fakeApi.set({
      'GET /api/crm/dealdetails/7/': { body: theirs },
      'PUT /api/crm/deals/7/': ({ body }) =>
        (body as { version: number }).version === theirs.version
          ? { body: { ...theirs, name: (body as { name: string }).name, version: 3 } }
          : {
              status: 409,
              body: { message: messages.recordVersionConflict, error: versionConflictCode },
            },
    });
    const actor = user();
    const { onSaved } = renderDialog({ mode: 'edit', deal });
    const name = await screen.findByRole('textbox', { name: 'Deal Name' });
    await actor.clear(name);
    await actor.type(name, 'My name');
    await actor.click(screen.getByRole('button', { name: 'Update Deal' }));
    await actor.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );

    let question = await screen.findByRole('alertdialog', {
      name: messages.recordVersionConflictTitle,
    });
    expect(question).toHaveTextContent(messages.recordVersionConflict);
    expect(onSaved).not.toHaveBeenCalled();
    await actor.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Deal Name' })).toHaveValue('My name');

    await actor.click(screen.getByRole('button', { name: 'Update Deal' }));
    await actor.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    question = await screen.findByRole('alertdialog', {
      name: messages.recordVersionConflictTitle,
    });
    await actor.click(within(question).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Deal Name' })).toHaveValue('Their name'),
    );

    await actor.click(screen.getByRole('button', { name: 'Update Deal' }));
    await actor.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    const versions = fakeApi.calls
      .filter((call) => call.method === 'PUT')
      .map((call) => (call.body as { version: number }).version);
    expect(versions).toEqual([deal.version, deal.version, theirs.version]);
  });

  it("refuses a blank name with 'Please enter a deal name'", async () => {
    const actor = user();
    const { onSaved } = renderDialog({ mode: 'edit', deal });
    await actor.clear(await screen.findByRole('textbox', { name: 'Deal Name' }));
    await actor.type(screen.getByRole('textbox', { name: 'Deal Name' }), '   ');
    await actor.click(screen.getByRole('button', { name: 'Update Deal' }));
    await actor.click(await screen.findByRole('button', { name: 'Yes' }));
    expect((await screen.findAllByText(messages.pleaseEnterADealName)).length).toBeGreaterThan(0);
    expect(fakeApi.calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('reports a missing deal as a failed edit setup', async () => {
    const { onClose } = renderDialog({ mode: 'edit', deal: undefined });
    expect(await screen.findByText(messages.failedToSetupEditMode)).toBeVisible();
    expect(onClose).toHaveBeenCalled();
  });
});
