import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, registerNavigate, type DealContact } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { dealDetails } from '../../testing/deal-fixtures';
import { DealContactPage } from '../deal-contact-page';

const types = [
  { id: 1, name: 'Primary Owner' },
  { id: 3, name: 'Tenant' },
];
const pat: DealContact = {
  id: 21,
  deal: 5,
  contact_type: types[0]!,
  first_name: 'Pat',
  last_name: 'Gallant',
  email: 'pat@example.com',
  phone: '+19025550123',
  notes: '',
  is_primary: true,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

let fake: FakeApi;
let contacts: DealContact[];
beforeEach(() => {
  registerNavigate(jest.fn());
  contacts = [];
  fake = installFakeApi({
    'GET /api/crm/check-deal-access/5/': { body: { access: true } },
    'GET /api/crm/dealdetails/5/': { body: dealDetails(5) },
    'GET /api/crm/plus/contact-types/': { body: types },
    'GET /api/crm/plus/deal/5/contacts/': () => ({ body: contacts }),
  });
});
afterEach(() => {
  registerNavigate(null);
  fake.restore();
});

/** The page as a link opens it; `returnTo` is the page that link was on (none: a typed URL). */
function renderContactPage(action: 'add' | 'edit', returnTo: string | null = null) {
  return renderPage(
    <Routes>
      <Route path="/workplace/crm/deal-contact/:dealId/:action?" element={<DealContactPage />} />
      <Route path="/workplace/crm/deal-details/:dealId" element={<p>Deal details page</p>} />
      <Route path="/workplace/crm/deals" element={<p>Deals list page</p>} />
    </Routes>,
    {
      location: {
        pathname: `/workplace/crm/deal-contact/5/${action}`,
        state: returnTo === null ? null : { returnTo },
      },
    },
  );
}

describe('DealContactPage', () => {
  it('shows each field message, then creates a contact with what was typed', async () => {
    const user = userEvent.setup();
    fake.set({
      'POST /api/crm/plus/deal/5/contacts/': () => {
        contacts = [{ ...pat, email: '' }];
        return { status: 201, body: contacts[0] };
      },
    });
    renderContactPage('add');
    const form = await screen.findByRole('region', { name: 'Add Contact' });
    expect(within(form).getByRole('checkbox', { name: 'Primary contact' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByText(messages.pleaseSelectContactType)).toBeInTheDocument();
    expect(within(form).getByText(messages.pleaseEnterFirstName)).toBeInTheDocument();
    expect(within(form).getByText(messages.pleaseEnterLastName)).toBeInTheDocument();
    expect(within(form).getByText(messages.contactNeedsEmailOrPhone)).toBeInTheDocument();
    expect(await screen.findByText(messages.correctFormErrors)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Contact Type/ }),
      'Primary Owner',
    );
    await user.type(within(form).getByRole('textbox', { name: /First Name/ }), 'Pat');
    await user.type(within(form).getByRole('textbox', { name: /Last Name/ }), 'Gallant');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '555');
    expect(within(form).getByText(messages.pleaseEnterValidPhone)).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'Phone' }));
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '902 555 0123');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.contactCreated)).toBeInTheDocument();
    const post = fake.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      contact_type: 1,
      first_name: 'Pat',
      last_name: 'Gallant',
      email: '',
      phone: '902 555 0123',
      notes: '',
      is_primary: true,
    });
    const row = await screen.findByRole('row', { name: /Pat Gallant/ });
    expect(row).toHaveTextContent('(902) 555-0123');
    expect(row).toHaveTextContent('Primary');
  });

  it('edit opens the primary contact, and a refused save shows the server message', async () => {
    const user = userEvent.setup();
    contacts = [pat];
    fake.set({
      'PUT /api/crm/plus/deal/5/contacts/21/': {
        status: 400,
        body: { message: messages.apiUnknownContactType },
      },
    });
    renderContactPage('edit');
    const form = await screen.findByRole('region', { name: 'Edit Contact: Pat Gallant' });
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveValue('(902) 555-0123');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Contact Type/ }),
      'Tenant',
    );
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText(`${messages.failedToSaveContact}${messages.apiUnknownContactType}`),
    ).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      contact_type: 3,
      phone: '(902) 555-0123',
    });
  });

  it('deletes a contact only after confirmation', async () => {
    const user = userEvent.setup();
    contacts = [pat];
    fake.set({
      'DELETE /api/crm/plus/deal/5/contacts/21/': () => {
        contacts = [];
        return { status: 204 };
      },
    });
    renderContactPage('edit');
    await user.click(await screen.findByRole('button', { name: 'Delete contact Pat Gallant' }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.deleteContactTitle });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete contact Pat Gallant' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: messages.deleteContactTitle }),
      ).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(messages.contactDeleted)).toBeInTheDocument();
    expect(await screen.findByText('This deal has no contacts yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Add Contact' })).toBeInTheDocument();
  });

  it('shows the load failure with a retry', async () => {
    fake.set({ 'GET /api/crm/plus/deal/5/contacts/': { status: 400, body: { message: 'x' } } });
    renderContactPage('add');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToLoadContacts);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('Cancel goes back to the page that opened it, else to the deals list', async () => {
    const user = userEvent.setup();
    const first = renderContactPage('add', '/workplace/crm/deal-details/5');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Deal details page')).toBeInTheDocument();
    first.unmount();
    renderContactPage('add');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Deals list page')).toBeInTheDocument();
  });
});
