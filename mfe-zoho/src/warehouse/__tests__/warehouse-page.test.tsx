import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, type Warehouse } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { WarehousePage } from '../warehouse-page';

const main: Warehouse = {
  id: 1,
  name: 'Main warehouse',
  address: '1 Depot Road',
  active: true,
  allow_negative: false,
  version: 3,
};

let fake: FakeApi;
let saved: unknown[];
let mayAllowNegative: boolean;

beforeEach(() => {
  saved = [];
  mayAllowNegative = false;
  fake = installFakeApi({
    'GET /api/stock/warehouses/': () => ({
      body: { warehouses: [main], may_allow_negative: mayAllowNegative },
    }),
    'POST /api/stock/warehouses/': ({ body }) => {
      saved.push(body);
      return { status: 201, body: { ...main, id: 2, ...(body as object), version: 1 } };
    },
    'PUT /api/stock/warehouses/1/': ({ body }) => {
      saved.push(body);
      return {
        status: 409,
        body: { message: messages.lastActiveWarehouse },
      };
    },
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

describe('WarehousePage', () => {
  it('lists warehouses and creates one', async () => {
    const user = userEvent.setup();
    renderPage(<WarehousePage />);
    const table = await screen.findByRole('table', { name: 'Warehouses' });
    expect(await within(table).findByText('1 Depot Road')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New warehouse' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(messages.pleaseEnterWarehouseName)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Yard');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'Yard', address: '', active: true, allow_negative: false }]),
    );
    expect(await screen.findByText(messages.warehouseSaved)).toBeInTheDocument();
  });

  it('lets only an administrator change negative stock', async () => {
    const user = userEvent.setup();
    renderPage(<WarehousePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Main warehouse' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Allow negative stock' })).toBeDisabled();
    expect(within(dialog).getByText(messages.onlyAdministratorsAllowNegative)).toBeInTheDocument();
  });

  it("shows the server's reason when the last active warehouse is deactivated", async () => {
    const user = userEvent.setup();
    mayAllowNegative = true;
    renderPage(<WarehousePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Main warehouse' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Allow negative stock' })).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.lastActiveWarehouse)).toBeInTheDocument();
    expect(saved).toEqual([
      {
        name: 'Main warehouse',
        address: '1 Depot Road',
        active: false,
        allow_negative: false,
        version: 3,
      },
    ]);
  });
});
