import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@solar/shared';
import { portalDeal, serviceRequest } from '../../testing/portal-fixtures';
import { renderPortal } from '../../testing/render-portal';

const twoDeals = [portalDeal(), portalDeal({ id: 8, name: 'Gallant Barn', address: '14 Kent St' })];

function posts(fake: ReturnType<typeof renderPortal>['fake']) {
  return fake.calls.filter((call) => call.method === 'POST');
}

describe('ServiceRequestPage', () => {
  it('asks for a project and a message before sending anything', async () => {
    const user = userEvent.setup();
    const { fake } = renderPortal('/customer/requests/after-service', {
      'GET /api/portal/deals/': { body: twoDeals },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'After Service' }),
    ).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'After Service request' });
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByText(messages.serviceRequestDealRequired)).toBeInTheDocument();
    expect(within(form).getByText(messages.serviceRequestMessageRequired)).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: /Message/ }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByText(messages.serviceRequestMessageRequired)).toBeInTheDocument();
    expect(posts(fake)).toEqual([]);
  });

  it('sends the request, confirms with a toast and goes back to the tiles', async () => {
    const user = userEvent.setup();
    const { fake } = renderPortal('/customer/requests/other-services', {
      'GET /api/portal/deals/': { body: twoDeals },
      'POST /api/portal/service-requests/': { status: 201, body: serviceRequest() },
      'GET /api/portal/service-requests/': { body: [serviceRequest()] },
    });
    const form = await screen.findByRole('form', { name: 'Other Services request' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Project/ }), '8');
    await user.type(
      within(form).getByRole('textbox', { name: /Message/ }),
      '  A quote for a battery, please.  ',
    );
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.serviceRequestSent)).toBeInTheDocument();
    expect(posts(fake).map((call) => call.body)).toEqual([
      { deal_id: 8, kind: 'other-services', message: 'A quote for a battery, please.' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/customer$/),
    );
  });

  it('needs no project choice with one project, and shows the server refusal', async () => {
    const user = userEvent.setup();
    renderPortal('/customer/requests/solar-install', {
      'GET /api/portal/deals/': { body: [portalDeal()] },
      'POST /api/portal/service-requests/': {
        status: 404,
        body: { message: messages.apiPortalProjectNotFound },
      },
    });
    const form = await screen.findByRole('form', { name: 'Solar Install request' });
    expect(within(form).queryByRole('combobox')).not.toBeInTheDocument();
    expect(form).toHaveTextContent('Project: Gallant Residence');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Call me');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.apiPortalProjectNotFound)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/customer/requests/solar-install',
    );
  });

  it('offers no form without a project', async () => {
    renderPortal('/customer/requests/hvac-install', { 'GET /api/portal/deals/': { body: [] } });
    expect(await screen.findByText(messages.portalNoProjects)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('refuses a service that does not exist', async () => {
    renderPortal('/customer/requests/project-tracking');
    expect(await screen.findByRole('alert')).toHaveTextContent('This service does not exist.');
  });
});
