import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@solar/shared';
import { portalDeal, serviceRequest } from '../../testing/portal-fixtures';
import { renderPortal } from '../../testing/render-portal';

const twoDeals = [portalDeal(), portalDeal({ id: 8, name: 'Gallant Barn', address: '14 Kent St' })];

function posts(fake: ReturnType<typeof renderPortal>['fake']) {
  return fake.calls.filter((call) => call.method === 'POST');
}

/** The server takes the request and lists it. */
const accepted = (request = serviceRequest()) => ({
  'POST /api/portal/service-requests/': { status: 201, body: request },
  'GET /api/portal/service-requests/': { body: [request] },
});

/** Types the message and presses Send. */
async function send(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, message: string) {
  await user.type(within(form).getByRole('textbox', { name: /Message/ }), message);
  await user.click(within(form).getByRole('button', { name: 'Send' }));
}

describe('ServiceRequestPage', () => {
  it('asks for a message before sending anything, with the latest project chosen', async () => {
    const user = userEvent.setup();
    const { fake } = renderPortal('/customer/requests/after-service', {
      'GET /api/portal/deals/': { body: twoDeals },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'After Service' }),
    ).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'After Service request' });
    // The project that moved last comes first; a general question is one of the choices.
    const project = within(form).getByRole('combobox', { name: /Project/ });
    expect(project).toHaveValue('7');
    expect(
      within(project)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Gallant Residence (12 Kent St)',
      'Gallant Barn (14 Kent St)',
      messages.serviceRequestNoProject,
    ]);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByText(messages.serviceRequestMessageRequired)).toBeInTheDocument();

    await send(user, form, '   ');
    expect(within(form).getByText(messages.serviceRequestMessageRequired)).toBeInTheDocument();
    expect(posts(fake)).toEqual([]);
  });

  it('sends the request, confirms with a toast and goes back to the tiles', async () => {
    const user = userEvent.setup();
    const { fake } = renderPortal('/customer/requests/other-services', {
      'GET /api/portal/deals/': { body: twoDeals },
      ...accepted(),
    });
    const form = await screen.findByRole('form', { name: 'Other Services request' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Project/ }), '8');
    await send(user, form, '  A quote for a battery, please.  ');
    expect(await screen.findByText(messages.serviceRequestSent)).toBeInTheDocument();
    expect(posts(fake).map((call) => call.body)).toEqual([
      { deal_id: 8, kind: 'other-services', message: 'A quote for a battery, please.' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/customer$/),
    );
  });

  it('sends a general question instead of one about a project, when chosen', async () => {
    const user = userEvent.setup();
    const { fake } = renderPortal('/customer/requests/other-services', {
      'GET /api/portal/deals/': { body: twoDeals },
      ...accepted(serviceRequest({ deal: null })),
    });
    const form = await screen.findByRole('form', { name: 'Other Services request' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Project/ }),
      messages.serviceRequestNoProject,
    );
    await send(user, form, 'Do you do roofs?');
    expect(await screen.findByText(messages.serviceRequestSent)).toBeInTheDocument();
    expect(posts(fake).map((call) => call.body)).toEqual([
      { deal_id: null, kind: 'other-services', message: 'Do you do roofs?' },
    ]);
  });

  it('preselects the one project, and shows the server refusal', async () => {
    const user = userEvent.setup();
    renderPortal('/customer/requests/solar-install', {
      'GET /api/portal/deals/': { body: [portalDeal()] },
      'POST /api/portal/service-requests/': {
        status: 404,
        body: { message: messages.apiPortalProjectNotFound },
      },
    });
    const form = await screen.findByRole('form', { name: 'Solar Install request' });
    expect(within(form).getByRole('combobox', { name: /Project/ })).toHaveValue('7');
    await send(user, form, 'Call me');
    expect(await screen.findByText(messages.apiPortalProjectNotFound)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/customer/requests/solar-install',
    );
  });

  it('lets a customer without a project send a general question', async () => {
    const user = userEvent.setup();
    const { fake } = renderPortal('/customer/requests/hvac-install', {
      'GET /api/portal/deals/': { body: [] },
      ...accepted(serviceRequest({ deal: null, kind: 'hvac-install' })),
    });
    const form = await screen.findByRole('form', { name: 'HVAC Install request' });
    expect(within(form).queryByRole('combobox')).not.toBeInTheDocument();
    expect(form).toHaveTextContent(`Project: ${messages.serviceRequestNoProject}`);
    expect(form).toHaveTextContent(messages.portalNoProjects);
    await send(user, form, 'A heat pump quote');
    expect(await screen.findByText(messages.serviceRequestSent)).toBeInTheDocument();
    expect(posts(fake).map((call) => call.body)).toEqual([
      { deal_id: null, kind: 'hvac-install', message: 'A heat pump quote' },
    ]);
  });

  it('refuses a service that does not exist', async () => {
    renderPortal('/customer/requests/project-tracking');
    expect(await screen.findByRole('alert')).toHaveTextContent('This service does not exist.');
  });
});
