import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../testing/render-portal';
import { serviceRequest } from '../../testing/portal-fixtures';
import { supportContact } from '../utils/support-contact';

const noRequests = { 'GET /api/portal/service-requests/': { body: [] } };

async function tiles() {
  await screen.findByRole('heading', { level: 1, name: 'Customer Portal' });
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

describe('CustomerPortalPage', () => {
  it('shows the six service tiles of the spec in order, each with a description', async () => {
    renderPortal('/customer', noRequests);
    const items = await tiles();
    expect(
      items.map((tile) => within(tile).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'Solar Install',
      'HVAC Install',
      'After Service',
      'Project Tracking',
      'Invoice & Reports',
      'Other Services',
    ]);
    for (const tile of items)
      expect(within(tile).getByText(/\w{3,}/, { selector: 'p' })).toBeVisible();
  });

  it('links each tile to its view or its service request form', async () => {
    renderPortal('/customer', noRequests);
    await tiles();
    const hrefs = within(screen.getByRole('list'))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Solar Install', '/customer/requests/solar-install'],
      ['HVAC Install', '/customer/requests/hvac-install'],
      ['After Service', '/customer/requests/after-service'],
      ['Project Tracking', '/customer/tracking'],
      ['Invoice & Reports', '/customer/proposals'],
      ['Other Services', '/customer/requests/other-services'],
    ]);
  });

  it('opens Project Tracking from its tile', async () => {
    const user = userEvent.setup();
    renderPortal('/customer', { ...noRequests, 'GET /api/portal/deals/': { body: [] } });
    await tiles();
    await user.click(screen.getByRole('link', { name: 'Project Tracking' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Tracking' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/customer/tracking',
    );
  });

  it("lists the customer's requests with their status once there are any", async () => {
    renderPortal('/customer', {
      'GET /api/portal/service-requests/': {
        body: [
          serviceRequest(),
          serviceRequest({ id: 6, kind: 'solar-install', status: 'Handled' }),
          serviceRequest({ id: 4, kind: 'other-services', deal: null }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Your requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^After Service.*Gallant Residence.*red light.*Open$/),
      expect.stringMatching(/^Solar Install.*Gallant Residence.*Handled$/),
      expect.stringMatching(/^Other Services.*General question \(no project\).*Open$/),
    ]);
  });

  it('shows no requests section before the first request', async () => {
    const { fake } = renderPortal('/customer', noRequests);
    await tiles();
    await waitFor(() =>
      expect(fake.calls.map((call) => call.path)).toContain('/api/portal/service-requests/'),
    );
    expect(screen.queryByRole('heading', { name: 'Your requests' })).not.toBeInTheDocument();
  });

  it('opens a dialog with the phone and email of support from Chat with Support', async () => {
    const user = userEvent.setup();
    renderPortal('/customer', noRequests);
    await user.click(await screen.findByRole('button', { name: 'Chat with Support' }));

    const dialog = await screen.findByRole('dialog', { name: 'Chat with Support' });
    expect(dialog).toHaveAccessibleDescription(
      /Our support team is happy to help by phone or email/,
    );
    expect(within(dialog).getByRole('link', { name: supportContact.phone })).toHaveAttribute(
      'href',
      supportContact.phoneHref,
    );
    expect(within(dialog).getByRole('link', { name: supportContact.email })).toHaveAttribute(
      'href',
      `mailto:${supportContact.email}`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
