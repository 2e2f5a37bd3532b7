import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, messages, type ServiceRequest } from '@solar/shared';
import {
  installFakeApi,
  renderPage,
  testServiceRequest,
  type FakeApi,
} from '@solar/shared/testing';
import { DealServiceRequests } from '../components/deal-service-requests';

const url = '/api/crm/deals/9/service-requests/';

function request(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return testServiceRequest({ deal: { id: 9, name: 'Smith residence' }, ...overrides });
}

let fake: FakeApi;
afterEach(() => fake.restore());

describe('DealServiceRequests', () => {
  it('lists kind, message, from, when and status, newest first as the API sends them', async () => {
    fake = installFakeApi({
      [`GET ${url}`]: {
        body: [
          request(),
          request({ id: 4, kind: 'solar-install', status: 'Handled', requested_by: null }),
        ],
      },
    });
    renderPage(<DealServiceRequests dealId={9} />);
    const table = await screen.findByRole('table', { name: 'Service requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('After Service');
    expect(rows[0]).toHaveTextContent('The inverter shows a red light.');
    expect(rows[0]).toHaveTextContent('Casey Customer');
    expect(rows[0]).toHaveTextContent('customer@example.com');
    expect(rows[0]).toHaveTextContent(formatDateTime('2026-03-05T09:30:00.000Z'));
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[1]).toHaveTextContent(/Solar Install.*-.*Handled/);
    expect(within(rows[1]!).getByRole('button', { name: /^Reopen/ })).toBeInTheDocument();
  });

  it('marks a request handled and shows the new status', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({ [`GET ${url}`]: { body: [request()] } });
    fake.set({
      [`PUT ${url}5/`]: () => {
        fake.set({ [`GET ${url}`]: { body: [request({ status: 'Handled' })] } });
        return { body: request({ status: 'Handled', handled_at: '2026-03-06T10:00:00.000Z' }) };
      },
    });
    renderPage(<DealServiceRequests dealId={9} />);
    await user.click(await screen.findByRole('button', { name: /^Mark handled/ }));
    expect(await screen.findByText(messages.serviceRequestMarkedHandled)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'Handled' });
    expect(await screen.findByRole('button', { name: /^Reopen/ })).toBeInTheDocument();
  });

  it('says when there are none, and when they could not be loaded', async () => {
    fake = installFakeApi({ [`GET ${url}`]: { body: [] } });
    const first = renderPage(<DealServiceRequests dealId={9} />);
    expect(
      await screen.findByText('No service requests from the customer portal.'),
    ).toBeInTheDocument();
    first.unmount();
    fake.set({ [`GET ${url}`]: { status: 500, body: { message: 'boom' } } });
    renderPage(<DealServiceRequests dealId={9} />);
    await waitFor(() =>
      expect(screen.getByText(messages.failedToLoadServiceRequests)).toBeInTheDocument(),
    );
  });
});
