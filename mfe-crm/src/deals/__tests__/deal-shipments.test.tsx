import { screen, within } from '@testing-library/react';
import { formatCalendarDay, messages, type ShipmentSummary } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { DealShipments } from '../components/deal-shipments';

const shipmentsUrl = '/api/crm/deals/9/shipments/';

const shipped: ShipmentSummary = {
  id: 5,
  number: 'SH-000005',
  deal: { id: 9, name: 'Harbour View Solar' },
  project_id: 2,
  warehouse: { id: 1, name: 'Main warehouse' },
  status: 'Shipped',
  carrier: 'Maritime Freight',
  tracking_number: 'MF-1001',
  planned_ship_date: '2026-11-20',
  shipped_on: '2026-11-21',
  delivered_on: null,
  units: 1_250,
  version: 2,
};

let fake: FakeApi;
afterEach(() => fake.restore());

describe('DealShipments', () => {
  it("lists the deal's shipments with status, carrier, dates and units", async () => {
    fake = installFakeApi({ [`GET ${shipmentsUrl}`]: { body: [shipped] } });
    renderPage(<DealShipments dealId={9} />);
    const table = await screen.findByRole('table', { name: 'Shipments' });
    const row = await within(table).findByRole('row', { name: /SH-000005/ });
    expect(
      within(row).getByText('Shipped', { selector: '.chakra-tag__label' }),
    ).toBeInTheDocument();
    expect(within(row).getByText('Maritime Freight · MF-1001')).toBeInTheDocument();
    expect(within(row).getByText(formatCalendarDay('2026-11-21'))).toBeInTheDocument();
    expect(within(row).getByText('1,250')).toBeInTheDocument();
  });

  it('says when the deal has none, and when they could not be loaded', async () => {
    fake = installFakeApi({ [`GET ${shipmentsUrl}`]: { body: [] } });
    const first = renderPage(<DealShipments dealId={9} />);
    expect(await screen.findByText(messages.dealShipmentsEmpty)).toBeInTheDocument();
    first.unmount();
    fake.restore();
    fake = installFakeApi({ [`GET ${shipmentsUrl}`]: { status: 403, body: { message: 'No' } } });
    renderPage(<DealShipments dealId={9} />);
    expect(await screen.findByText(messages.dealShipmentsLoadFailed)).toBeInTheDocument();
  });
});
