import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, type PlanningItemPage } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { MprItemSettingPage } from '../mpr-item-setting-page';

const railDefault = {
  planned: true,
  lead_time_days: 14,
  safety_stock: 20,
  moq: 10,
  order_multiple: 5,
  preferred_vendor_id: null,
  planning_warehouse_id: null,
};
const page: PlanningItemPage = {
  count: 2,
  results: [
    {
      item_id: 1,
      itemno: 'RAIL-XR10-168',
      itemdes: 'XR10 rail',
      category: 'RAIL',
      source: 'category',
      settings: railDefault,
      reorder_point: 30,
    },
    {
      item_id: 2,
      itemno: 'INV-SE7600H',
      itemdes: 'SolarEdge inverter',
      category: 'INV',
      source: 'none',
      settings: null,
      reorder_point: null,
    },
  ],
};

let fake: FakeApi;
let saved: unknown[];
beforeEach(() => {
  saved = [];
  fake = installFakeApi({
    'GET /api/demand/item-settings/': () => ({ body: page }),
    'GET /api/demand/categories/': () => ({
      body: [
        { category: 'INV', item_count: 7, settings: null },
        { category: 'RAIL', item_count: 4, settings: railDefault },
      ],
    }),
    'GET /api/demand/options/': () => ({
      body: {
        boms: [],
        provinces: [],
        vendors: [{ id: 3, name: 'Northern Solar' }],
        warehouses: [],
      },
    }),
    'POST /api/demand/item-settings/bulk/': ({ body }) => {
      saved.push(body);
      return { body: { count: 2 } };
    },
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

describe('MprItemSettingPage', () => {
  it('shows which settings apply to each item', async () => {
    renderPage(<MprItemSettingPage />);
    const table = await screen.findByRole('table', { name: 'Item planning settings' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Category default (RAIL)Yes14 d2010530');
    expect(rows[2]).toHaveTextContent('No settings');
    expect(rows[2]).toHaveTextContent(/None$/);
    // The reorder point is set where the low-stock filter reads it.
    expect(screen.getByRole('link', { name: 'Stock' })).toHaveAttribute(
      'href',
      '/workplace/logistics/stock',
    );
    const categories = await screen.findByRole('table', { name: 'Category defaults' });
    expect(within(categories).getAllByRole('row')[2]).toHaveTextContent(
      'RAIL4Planned, lead time 14 days, MOQ 10',
    );
  });

  it('sets only the edited fields on every selected item', async () => {
    const user = userEvent.setup();
    renderPage(<MprItemSettingPage />);
    await screen.findByRole('table', { name: 'Item planning settings' });
    await user.click(screen.getByRole('checkbox', { name: 'Select every item on this page' }));
    await user.click(screen.getByRole('button', { name: 'Set fields (2)' }));
    const dialog = await screen.findByRole('dialog');
    const moq = within(dialog).getByRole('textbox', { name: 'Minimum order quantity' });
    await user.clear(moq);
    await user.type(moq, '40');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Preferred vendor' }),
      '3',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([{ item_ids: [1, 2], set: { moq: 40, preferred_vendor_id: 3 } }]),
    );
    expect(await screen.findByText(messages.planningSettingsSaved(2))).toBeInTheDocument();
  });
});
