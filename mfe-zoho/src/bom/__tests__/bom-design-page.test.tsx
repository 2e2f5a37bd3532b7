import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, versionConflictCode } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { BomDesignPage } from '../bom-design-page';
import { bomHeader, bomLines, searchResults } from './bom-fixtures';

let fake: FakeApi;

beforeEach(() => {
  fake = installFakeApi({
    'GET /api/zoho/bom/7/': { body: bomHeader },
    'GET /api/zoho/bom/7/details/': { body: bomLines },
    'GET /api/zoho/items/search/': ({ url }) => ({
      body: searchResults.filter((item) =>
        `${item.itemno} ${item.itemdes}`
          .toLowerCase()
          .includes(url.searchParams.get('query')!.toLowerCase()),
      ),
    }),
    'POST /api/zoho/bom/7/details/': ({ body }) => ({
      status: 201,
      body: { id: 40, itemno: 'INV-IQ8M', itemdes: 'x', version: 1, ...(body as object) },
    }),
    'PUT /api/zoho/bom/7/details/': ({ body }) => ({
      body: { ...bomLines[2]!, ...(body as object) },
    }),
    'DELETE /api/zoho/bom/7/delete_detail/': { status: 204 },
  });
});
afterEach(() => {
  fake.restore();
  // The page's toaster is a singleton that shows at most five: start every test empty.
  toaster.remove();
});

function renderDesign(id = '7') {
  return renderPage(
    <Routes>
      <Route path="/workplace/zoho/bom/:id/design" element={<BomDesignPage />} />
      <Route path="/workplace/zoho/bom" element={<p>BOM list page</p>} />
    </Routes>,
    { location: `/workplace/zoho/bom/${id}/design` },
  );
}

const calls = (method: string, path: string) =>
  fake.calls.filter((call) => call.method === method && call.path === path);

async function openAddDialog() {
  const user = userEvent.setup();
  renderDesign();
  await screen.findByRole('heading', { name: `BOM Design - ${bomHeader.bomdes}` });
  await user.click(screen.getByRole('button', { name: 'Add Item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
  return { user, dialog };
}

describe('BomDesignPage', () => {
  it('shows Loading... until the header arrives, then the description, status and sorted lines', async () => {
    renderDesign();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('BOM Design - Loading...');
    expect(
      await screen.findByRole('heading', { name: 'BOM Design - Rooftop 405W standard kit' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Description', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'BOM items' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'SN',
      'Item No',
      'Description',
      'Calculation Method',
      'Parameter',
      'Denominator',
      'Actions',
    ]);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const firstCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      );
    expect(firstCells).toEqual([
      ['1', 'INV-SE7600H'],
      ['2', 'MOD-405-BLK'],
      ['3', 'RAIL-XR10-168'],
    ]);
  });

  it('goes back to the BOM list', async () => {
    const user = userEvent.setup();
    renderDesign();
    await user.click(screen.getByRole('button', { name: 'Back to BOM List' }));
    expect(await screen.findByText('BOM list page')).toBeInTheDocument();
  });

  it('adds an item found by part of its description', async () => {
    const { user, dialog } = await openAddDialog();
    const combobox = within(dialog).getByRole('combobox', { name: /Item ID/ });
    expect(combobox).toHaveAttribute('placeholder', 'Search by item number or description');
    await user.type(combobox, 'IQ8M');
    const option = await within(dialog).findByRole('option', { name: /INV-IQ8M/ });
    expect(option).toHaveTextContent('Enphase IQ8M-72-2-US microinverter, 325 VA');
    // Debounced: one call for the whole word.
    expect(calls('GET', '/api/zoho/items/search/')).toHaveLength(1);
    await user.click(option);
    expect(combobox).toHaveValue('INV-IQ8M - Enphase IQ8M-72-2-US microinverter, 325 VA');
    await user.selectOptions(within(dialog).getByLabelText(/Calculation Method/), 'Multiply');
    const parameter = within(dialog).getByLabelText(/Parameter/);
    await user.clear(parameter);
    await user.type(parameter, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.itemAdded)).toBeInTheDocument();
    expect(calls('POST', '/api/zoho/bom/7/details/')[0]?.body).toEqual({
      itemid: 11,
      calculationmethod: 'Multiply',
      parameter: 2,
      denominator: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Item' })).toBeNull());
  });

  it('brings a just-added line into view in the scrolling table', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      let lines = bomLines;
      fake.set({
        'GET /api/zoho/bom/7/details/': () => ({ body: lines }),
        'POST /api/zoho/bom/7/details/': () => {
          const added = { ...bomLines[0]!, id: 40, itemno: 'ZZ-LAST', itemdes: 'Added last' };
          lines = [...bomLines, added];
          return { status: 201, body: added };
        },
      });
      const { user, dialog } = await openAddDialog();
      await user.type(within(dialog).getByRole('combobox', { name: /Item ID/ }), 'IQ8M');
      await user.click(await within(dialog).findByRole('option', { name: /INV-IQ8M/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      const table = screen.getByRole('table', { name: 'BOM items' });
      const row = (await within(table).findByText('ZZ-LAST')).closest('tr')!;
      await waitFor(() => expect(scrolled).toContain(row));
      // A line that was already there is not scrolled to.
      const first = within(table).getByText('INV-SE7600H').closest('tr')!;
      expect(scrolled).not.toContain(first);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('shows a long description on one line, whole on hover and to screen readers', async () => {
    renderDesign();
    const table = await screen.findByRole('table', { name: 'BOM items' });
    const cell = await within(table).findByText(bomLines[0]!.itemdes);
    expect(cell).toHaveAttribute('title', bomLines[0]!.itemdes);
    expect(cell).toHaveTextContent(bomLines[0]!.itemdes);
  });

  it('starts with the defaults and makes no call for an empty query', async () => {
    const { user, dialog } = await openAddDialog();
    expect(within(dialog).getByLabelText(/Calculation Method/)).toHaveValue('Fixed');
    expect(within(dialog).getByLabelText(/Parameter/)).toHaveValue(1);
    expect(within(dialog).getByLabelText(/Denominator/)).toHaveValue(1);
    const combobox = within(dialog).getByRole('combobox', { name: /Item ID/ });
    await user.type(combobox, '   ');
    await user.clear(combobox);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls('GET', '/api/zoho/items/search/')).toHaveLength(0);
    expect(within(dialog).getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('shows every validation message and does not call with bad input', async () => {
    const { user, dialog } = await openAddDialog();
    await user.selectOptions(within(dialog).getByLabelText(/Calculation Method/), '');
    await user.clear(within(dialog).getByLabelText(/Parameter/));
    await user.clear(within(dialog).getByLabelText(/Denominator/));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(messages.pleaseInputItemId)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.pleaseSelectCalculationMethod)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.pleaseInputParameter)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.pleaseInputDenominator)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Parameter/), '0');
    await user.type(within(dialog).getByLabelText(/Denominator/), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(messages.parameterMinimum)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.denominatorMinimum)).toBeInTheDocument();
    expect(calls('POST', '/api/zoho/bom/7/details/')).toHaveLength(0);
  });

  it("shows the server's message when a save fails, else Operation failed", async () => {
    fake.set({
      'POST /api/zoho/bom/7/details/': {
        status: 409,
        body: { message: messages.apiItemAlreadyInBom },
      },
    });
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByRole('combobox', { name: /Item ID/ }), 'IQ8PLUS');
    await user.click(await within(dialog).findByRole('option', { name: /INV-IQ8PLUS/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.apiItemAlreadyInBom)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Item' })).toBeInTheDocument();
    fake.set({ 'POST /api/zoho/bom/7/details/': 'network-error' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.operationFailed)).toBeInTheDocument();
  });

  it('edits a line with the item fixed and sends Update with its detail id', async () => {
    const user = userEvent.setup();
    renderDesign();
    await user.click(await screen.findByRole('button', { name: 'Edit MOD-405-BLK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    const combobox = within(dialog).getByRole('combobox', { name: /Item ID/ });
    expect(combobox).toBeDisabled();
    expect(combobox).toHaveValue('MOD-405-BLK - 405 W mono PERC solar module');
    expect(within(dialog).getByLabelText(/Calculation Method/)).toHaveValue('Multiply');
    await user.selectOptions(within(dialog).getByLabelText(/Calculation Method/), 'DevideUp');
    await user.clear(within(dialog).getByLabelText(/Denominator/));
    await user.type(within(dialog).getByLabelText(/Denominator/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.itemUpdated)).toBeInTheDocument();
    const put = calls('PUT', '/api/zoho/bom/7/details/');
    expect(put[0]?.body).toEqual({
      itemid: 2,
      calculationmethod: 'DevideUp',
      parameter: 1,
      denominator: 3,
      version: 3,
    });
  });

  it('shows the chosen item’s attribute values under the item field', async () => {
    fake.set({
      'GET /api/zoho/items/2/attributes/': {
        body: {
          itemid: 2,
          itemno: 'MOD-405-BLK',
          itemdes: '405 W mono PERC solar module',
          values: [
            { attribute_id: 1, name: 'Rated power', type: 'number', unit: 'W', value: 405 },
            { attribute_id: 2, name: 'Width', type: 'number', unit: 'mm', value: 1134 },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderDesign();
    await user.click(await screen.findByRole('button', { name: 'Edit MOD-405-BLK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    expect(await within(dialog).findByLabelText('Item attributes')).toHaveTextContent(
      'Rated power: 405 W · Width: 1,134 mm',
    );
  });

  it("offers to reload a line someone saved meanwhile, keeping the user's input until they choose", async () => {
    const conflict = { message: messages.recordVersionConflict, error: versionConflictCode };
    fake.set({ 'PUT /api/zoho/bom/7/details/': { status: 409, body: conflict } });
    const user = userEvent.setup();
    renderDesign();
    await user.click(await screen.findByRole('button', { name: 'Edit MOD-405-BLK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    await user.clear(within(dialog).getByLabelText(/Denominator/));
    await user.type(within(dialog).getByLabelText(/Denominator/), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    let question = await screen.findByRole('alertdialog', {
      name: messages.recordVersionConflictTitle,
    });
    expect(question).toHaveTextContent(messages.recordVersionConflict);
    // The page's own failure toast is not shown on top of the question.
    expect(screen.queryByText(messages.operationFailed)).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByLabelText(/Denominator/)).toHaveValue(7);

    // Someone else had made the line 'Fixed' with parameter 5; reloading shows that.
    const theirs = {
      ...bomLines[2]!,
      calculationmethod: 'Fixed' as const,
      parameter: 5,
      version: 4,
    };
    fake.set({
      'GET /api/zoho/bom/7/details/': { body: [bomLines[0]!, bomLines[1]!, theirs] },
      'PUT /api/zoho/bom/7/details/': ({ body }) =>
        (body as { version: number }).version === theirs.version
          ? { body: { ...theirs, ...(body as object), version: 5 } }
          : { status: 409, body: conflict },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    question = await screen.findByRole('alertdialog', {
      name: messages.recordVersionConflictTitle,
    });
    await user.click(within(question).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Parameter/)).toHaveValue(5));
    expect(within(dialog).getByLabelText(/Calculation Method/)).toHaveValue('Fixed');
    expect(within(dialog).getByLabelText(/Denominator/)).toHaveValue(1);

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.itemUpdated)).toBeInTheDocument();
    const puts = calls('PUT', '/api/zoho/bom/7/details/');
    expect(puts.map((call) => (call.body as { version: number }).version)).toEqual([3, 3, 4]);
  });

  it('deletes a line only after Yes in the Warning confirmation', async () => {
    const user = userEvent.setup();
    renderDesign();
    await user.click(await screen.findByRole('button', { name: 'Delete INV-SE7600H' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(confirm).toHaveTextContent(messages.deleteItemConfirmText);
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(calls('DELETE', '/api/zoho/bom/7/delete_detail/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete INV-SE7600H' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Warning' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(messages.itemDeleted)).toBeInTheDocument();
    expect(calls('DELETE', '/api/zoho/bom/7/delete_detail/')).toHaveLength(1);
  });

  it('says Failed to delete item when the delete fails', async () => {
    fake.set({
      'DELETE /api/zoho/bom/7/delete_detail/': { status: 404, body: { message: 'Not found' } },
    });
    const user = userEvent.setup();
    renderDesign();
    await user.click(await screen.findByRole('button', { name: 'Delete INV-SE7600H' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Warning' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls('DELETE', '/api/zoho/bom/7/delete_detail/')).toHaveLength(1));
    expect(await screen.findByText(messages.failedToDeleteItem)).toBeInTheDocument();
  });

  it('says Failed to fetch BOM data when the BOM cannot be loaded', async () => {
    fake.set({ 'GET /api/zoho/bom/7/': { status: 500, body: { message: 'boom' } } });
    renderDesign();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToFetchBomData);
  });

  it('adds the quantities panel only with the lines, so it never jumps down when they arrive', async () => {
    renderDesign();
    expect(screen.queryByRole('heading', { name: 'Quantities for N panels' })).toBeNull();
    const panel = await screen.findByRole('heading', { name: 'Quantities for N panels' });
    // Present from the first render that has the lines: the rows are already in the table.
    expect(panel).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit MOD-405-BLK' })).toBeInTheDocument();
  });

  it('keeps the typed panel count when the lines are fetched again after a delete', async () => {
    const user = userEvent.setup();
    renderDesign();
    await user.type(await screen.findByLabelText('Number of panels'), '23');
    fake.set({
      'GET /api/zoho/bom/7/details/': {
        body: bomLines.filter((line) => line.itemno !== 'INV-SE7600H'),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete INV-SE7600H' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Warning' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete INV-SE7600H' })).toBeNull(),
    );
    expect(screen.getByLabelText('Number of panels')).toHaveValue(23);
    const table = screen.getByRole('table', { name: 'Quantities for 23 panels' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('still shows the quantities panel when the lines cannot be loaded', async () => {
    fake.set({ 'GET /api/zoho/bom/7/details/': { status: 500, body: { message: 'boom' } } });
    renderDesign();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToFetchBomData);
    expect(screen.getByRole('heading', { name: 'Quantities for N panels' })).toBeInTheDocument();
  });

  it('computes quantities for a typed number of panels', async () => {
    const user = userEvent.setup();
    renderDesign();
    await screen.findByRole('button', { name: 'Edit MOD-405-BLK' });
    await user.type(screen.getByLabelText('Number of panels'), '23');
    const table = screen.getByRole('table', { name: 'Quantities for 23 panels' });
    const quantities = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = within(row).getAllByRole('cell');
        return [cells[0]!.textContent, cells[3]!.textContent];
      });
    expect(quantities).toEqual([
      ['INV-SE7600H', '1'],
      ['MOD-405-BLK', '23'],
      ['RAIL-XR10-168', '12'],
    ]);
    await user.clear(screen.getByLabelText('Number of panels'));
    await user.type(screen.getByLabelText('Number of panels'), '0');
    expect(screen.getByText(messages.enterPanelCount)).toBeVisible();
  });
});
