import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type ServiceRequest } from '@solar/shared';
import {
  installFakeApi,
  LocationProbe,
  renderPage,
  testServiceRequest,
  type FakeApi,
} from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { ServiceRequestsPage } from '../service-requests-page';

const general = testServiceRequest({
  id: 9,
  deal: null,
  kind: 'solar-install',
  message: 'Could you quote panels for my roof?',
  requested_by: { name: 'Noa Newcomer', email: 'noa@example.com' },
});
const onDeal = testServiceRequest();

let fake: FakeApi;
let listed: ServiceRequest[];
beforeEach(() => {
  listed = [general, onDeal];
  fake = installFakeApi({
    'GET /api/service-requests/': ({ url }) => {
      const status = url.searchParams.get('status');
      const results = listed.filter((request) => status === null || request.status === status);
      return { body: { results, count: results.length } };
    },
  });
});
afterEach(() => fake.restore());

function renderList(location = '/workplace/crm/service-requests') {
  return renderPage(
    <>
      <Routes>
        <Route path="/workplace/crm/service-requests" element={<ServiceRequestsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { location },
  );
}

const rowsOf = async () => {
  const table = await screen.findByRole('table', { name: 'Service Requests' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
};

describe('ServiceRequestsPage', () => {
  it('lists general questions and deal requests with who sent them and their email', async () => {
    renderList();
    const [first, second] = await rowsOf();
    expect(first).toHaveTextContent(messages.serviceRequestNoProject);
    expect(first).toHaveTextContent('Noa Newcomer');
    expect(within(first!).getByRole('link', { name: 'noa@example.com' })).toHaveAttribute(
      'href',
      'mailto:noa@example.com',
    );
    expect(within(second!).getByRole('link', { name: 'Gallant Residence' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/7',
    );
  });

  it('filters by status, keeps it in the URL and says what to do when nothing matches', async () => {
    const user = userEvent.setup();
    renderList();
    await rowsOf();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Handled');
    expect(await screen.findByText(messages.noServiceRequestsMatch)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/workplace/crm/service-requests?status=Handled',
    );
    expect(
      fake.calls.some((call) => call.path === '/api/service-requests/' && call.method === 'GET'),
    ).toBe(true);
  });

  it('says where requests come from before the first one', async () => {
    listed = [];
    renderList();
    expect(await screen.findByText(messages.noServiceRequestsYet)).toBeInTheDocument();
  });

  it('marks a general question handled and shows the list again', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    fake.set({
      'PUT /api/service-requests/9/': ({ body }) => {
        sent.push(body);
        listed = [{ ...general, status: 'Handled' }, onDeal];
        return { body: listed[0] };
      },
    });
    renderList();
    const [first] = await rowsOf();
    await user.click(within(first!).getByRole('button', { name: /^Mark handled/ }));
    expect(await screen.findByText(messages.serviceRequestMarkedHandled)).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'Handled' }]);
    await waitFor(async () => expect((await rowsOf())[0]).toHaveTextContent(/Handled.*Reopen$/));
  });

  it('shows a load failure with Retry', async () => {
    const user = userEvent.setup();
    fake.set({ 'GET /api/service-requests/': { status: 500, body: { message: 'x' } } });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.failedToLoadServiceRequests);
    fake.set({ 'GET /api/service-requests/': { body: { results: [general], count: 1 } } });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rowsOf()).toHaveLength(1);
  });
});
