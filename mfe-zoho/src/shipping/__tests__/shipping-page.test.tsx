import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  type Shipment,
  type ShipmentPartsList,
  type ShipmentSummary,
  toaster,
  type Warehouse,
} from '@solar/shared';
import { installFakeApi, LocationProbe, renderPage, type FakeApi } from '@solar/shared/testing';
import { ShippingPage } from '../shipping-page';

const warehouse: Warehouse = {
  id: 1,
  name: 'Main warehouse',
  address: '',
  active: true,
  allow_negative: false,
  version: 1,
};
const planned: Shipment = {
  id: 5,
  number: 'SH-000005',
  deal: { id: 40, name: 'Harbour View Solar' },
  project_id: 9,
  warehouse: { id: 1, name: warehouse.name },
  status: 'Planned',
  carrier: 'Maritime Freight',
  tracking_number: 'MF-1001',
  planned_ship_date: '2026-11-20',
  shipped_on: null,
  delivered_on: null,
  units: 14,
  version: 1,
  notes: '',
  signed_by: '',
  proof_document: null,
  created_at: '2026-11-19T14:00:00Z',
  lines: [
    { id: 50, item_id: 11, itemno: 'PNL-400', itemdes: '400 W panel', quantity: 12, available: 20 },
    { id: 51, item_id: 12, itemno: 'RAIL-2', itemdes: 'Rail', quantity: 2, available: -3 },
  ],
};
const {
  lines: _lines,
  notes: _notes,
  signed_by: _s,
  proof_document: _p,
  created_at: _c,
  ...summary
} = planned;
const delivered: ShipmentSummary = {
  ...summary,
  id: 6,
  number: 'SH-000006',
  status: 'Delivered',
  shipped_on: '2026-11-18',
  delivered_on: '2026-11-19',
};
const partsList: ShipmentPartsList = {
  deal: { id: 40, name: 'Harbour View Solar', project_id: 9 },
  panel_count: 12,
  bom: { id: 3, name: 'Roof mount kit' },
  boms: [{ id: 3, name: 'Roof mount kit' }],
  lines: [
    { item_id: 11, itemno: 'PNL-400', itemdes: '400 W panel', quantity: 12 },
    { item_id: 12, itemno: 'RAIL-2', itemdes: 'Rail', quantity: 3 },
  ],
};

let fake: FakeApi;
let requests: { route: string; body: unknown }[];
let listQueries: string[];

beforeEach(() => {
  requests = [];
  listQueries = [];
  fake = installFakeApi({
    'GET /api/shipping/': ({ url }) => {
      listQueries.push(url.search);
      return url.searchParams.get('status') === 'Cancelled'
        ? { body: { results: [], count: 0 } }
        : { body: { results: [summary, delivered], count: 2 } };
    },
    'GET /api/stock/warehouses/': { body: { warehouses: [warehouse], may_allow_negative: false } },
    'GET /api/shipping/5/': { body: planned },
    'GET /api/shipping/deals/': { body: [partsList.deal] },
    'GET /api/shipping/deals/40/parts-list/': { body: partsList },
    'POST /api/shipping/': ({ body }) => {
      requests.push({ route: 'create', body });
      return { status: 201, body: planned };
    },
    'POST /api/shipping/5/status/': ({ body }) => {
      requests.push({ route: 'move', body });
      return {
        body: {
          shipment: { ...planned, status: 'Shipped', shipped_on: '2026-11-20', version: 2 },
          milestone_recorded: false,
        },
      };
    },
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

describe('ShippingPage', () => {
  it('lists shipments with their deal, status, carrier and dates', async () => {
    renderPage(<ShippingPage />, { location: '/workplace/zoho/shipping-details' });
    const table = await screen.findByRole('table', { name: 'Shipments' });
    const row = await within(table).findByRole('row', { name: /SH-000005/ });
    expect(within(row).getByText('Harbour View Solar')).toBeInTheDocument();
    expect(within(row).getByText('Planned')).toBeInTheDocument();
    expect(within(row).getByText('Maritime Freight · MF-1001')).toBeInTheDocument();
    expect(within(row).getByText('14')).toBeInTheDocument();
  });

  it('keeps its filters in the address and says when none match', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <ShippingPage />
        <LocationProbe />
      </>,
      { location: '/workplace/zoho/shipping-details?page=2' },
    );
    await screen.findByRole('table', { name: 'Shipments' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    expect(await screen.findByText(messages.shipmentsNoneMatch)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/workplace/zoho/shipping-details?status=Cancelled',
    );
    expect(listQueries.at(-1)).toContain('status=Cancelled');
    expect(listQueries.at(-1)).toContain('page=1');
  });

  it('plans a shipment from a deal with its parts list prefilled and editable', async () => {
    const user = userEvent.setup();
    renderPage(<ShippingPage />, { location: '/workplace/zoho/shipping-details' });
    await user.click(await screen.findByRole('button', { name: 'New shipment' }));
    const deal = await screen.findByRole('combobox', { name: /Deal/ });
    await user.click(deal);
    await user.click(await screen.findByRole('option', { name: /Harbour View Solar/ }));
    const railQuantity = await screen.findByRole('textbox', { name: 'Quantity of item 2' });
    expect(railQuantity).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Quantity of item 1' })).toHaveValue('12');
    await user.clear(railQuantity);
    await user.type(railQuantity, '4');
    await user.type(screen.getByRole('textbox', { name: 'Carrier' }), 'Maritime Freight');
    await user.click(screen.getByRole('button', { name: 'Plan shipment' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({
      deal_id: 40,
      warehouse_id: 1,
      carrier: 'Maritime Freight',
      lines: [
        { item_id: 11, quantity: 12 },
        { item_id: 12, quantity: 4 },
      ],
    });
    expect(await screen.findByText(messages.shipmentCreated('SH-000005'))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'SH-000005' })).toBeInTheDocument();
  });

  it('opens a record that shows shortages and ships it', async () => {
    const user = userEvent.setup();
    renderPage(<ShippingPage />, { location: '/workplace/zoho/shipping-details?shipment=5' });
    const lines = await screen.findByRole('table', { name: 'Lines of SH-000005' });
    expect(await within(lines).findByText('Short by 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ status: 'Shipped', version: 1 });
    expect(await screen.findByText(messages.shipmentShipped)).toBeInTheDocument();
  });

  it('needs who signed before marking a shipped shipment delivered', async () => {
    const user = userEvent.setup();
    fake.set({
      'GET /api/shipping/5/': {
        body: { ...planned, status: 'Shipped', shipped_on: '2026-11-18', version: 2 },
      },
      'POST /api/shipping/5/status/': ({ body }) => {
        requests.push({ route: 'move', body });
        return {
          body: {
            shipment: { ...planned, status: 'Delivered', version: 3 },
            milestone_recorded: true,
          },
        };
      },
    });
    renderPage(<ShippingPage />, { location: '/workplace/zoho/shipping-details?shipment=5' });
    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText(messages.shipmentSignedByRequired)).toBeInTheDocument();
    expect(requests).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Signed by/ }), 'Jordan');
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ status: 'Delivered', signed_by: 'Jordan' });
    expect(await screen.findByText(messages.shipmentDeliveredMilestone)).toBeInTheDocument();
  });
});
