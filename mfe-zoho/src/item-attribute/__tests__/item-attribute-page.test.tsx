import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, type ItemAttribute, type ItemAttributeValues } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { ItemAttributePage } from '../item-attribute-page';

const ratedPower: ItemAttribute = {
  id: 1,
  name: 'Rated power',
  type: 'number',
  unit: 'W',
  options: [],
  item_count: 4,
  version: 1,
};
const category: ItemAttribute = {
  id: 2,
  name: 'Category',
  type: 'choice',
  unit: '',
  options: ['Module', 'Inverter'],
  item_count: 0,
  version: 1,
};
const panel = { itemid: 7, itemno: 'MOD-405-BLK', itemdes: '405 W mono PERC solar module' };

let fake: FakeApi;
let attributes: ItemAttribute[];
let values: ItemAttributeValues;

beforeEach(() => {
  attributes = [category, ratedPower];
  values = {
    ...panel,
    values: [{ attribute_id: 1, name: 'Rated power', type: 'number', unit: 'W', value: 405 }],
  };
  fake = installFakeApi({
    'GET /api/zoho/item-attributes/': () => ({ body: attributes }),
    'GET /api/zoho/items/search/': () => ({ body: [panel] }),
    'GET /api/zoho/items/7/attributes/': () => ({ body: values }),
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

describe('ItemAttributePage', () => {
  it('lists the definitions with their type and how many items have a value', async () => {
    renderPage(<ItemAttributePage />);
    const table = await screen.findByRole('table', { name: 'Item attributes' });
    const rows = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1]!).slice(1, 3)).toEqual(['Choice: Module, Inverter', '0']);
    expect(cells(rows[2]!).slice(1, 3)).toEqual(['Number (W)', '4']);
    expect(within(rows[2]!).getByText('Rated power')).toBeInTheDocument();
  });

  it('says what to do when there is no attribute yet', async () => {
    attributes = [];
    renderPage(<ItemAttributePage />);
    expect(await screen.findByText(/No attributes yet/)).toBeInTheDocument();
  });

  it('checks the options of a choice before sending, then creates it', async () => {
    const user = userEvent.setup();
    fake.set({
      'POST /api/zoho/item-attributes/': ({ body }) => ({
        status: 201,
        body: { ...category, id: 3, ...(body as object), item_count: 0 },
      }),
    });
    renderPage(<ItemAttributePage />);
    await user.click(await screen.findByRole('button', { name: 'New attribute' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Warranty class');
    await user.selectOptions(within(dialog).getByLabelText(/Type/), 'choice');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(messages.attributeNeedsOptions)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Options/), 'A{Enter}B');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Warranty class',
      type: 'choice',
      unit: '',
      options: ['A', 'B'],
    });
  });

  it('edits an item’s values in their types and refuses a number with its unit', async () => {
    const user = userEvent.setup();
    fake.set({
      'PUT /api/zoho/items/7/attributes/': ({ body }) => ({
        body: { ...values, ...(body as object) },
      }),
    });
    renderPage(<ItemAttributePage />);
    await user.type(await screen.findByLabelText('Item'), 'MOD');
    await user.click(await screen.findByRole('option', { name: /MOD-405-BLK/ }));
    const power = await screen.findByLabelText('Rated power');
    expect(power).toHaveValue('405');
    await user.clear(power);
    await user.type(power, '405 W');
    await user.click(screen.getByRole('button', { name: 'Save values' }));
    expect(await screen.findByText(messages.attributeValueNotNumber)).toBeInTheDocument();
    await user.clear(power);
    await user.type(power, '410');
    await user.selectOptions(screen.getByLabelText('Category'), 'Module');
    await user.click(screen.getByRole('button', { name: 'Save values' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        values: [
          { attribute_id: 2, value: 'Module' },
          { attribute_id: 1, value: 410 },
        ],
      }),
    );
  });

  it('finds items by a range of a number attribute', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    fake.set({
      'GET /api/zoho/items/search/': ({ url }) => {
        asked.push(url.search);
        return { body: [panel] };
      },
    });
    renderPage(<ItemAttributePage />);
    await user.selectOptions(await screen.findByLabelText('Attribute'), 'Rated power');
    await user.type(screen.getByLabelText('From (W)'), '400');
    await user.type(screen.getByLabelText('To (W)'), '450');
    await user.click(screen.getByRole('button', { name: 'Find items' }));
    const found = await screen.findByRole('table', { name: 'Items found by attribute' });
    expect(await within(found).findByText('MOD-405-BLK')).toBeInTheDocument();
    expect(asked).toEqual(['?attribute_id=1&min=400&max=450']);
  });
});
