import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  type NcmRecord,
  type NcmSummary,
  toaster,
  versionConflictCode,
  type Warehouse,
} from '@solar/shared';
import { installFakeApi, LocationProbe, renderPage, type FakeApi } from '@solar/shared/testing';
import { NcmInventoryPage } from '../ncm-inventory-page';

const main: Warehouse = {
  id: 1,
  name: 'Main warehouse',
  address: '',
  active: true,
  allow_negative: false,
  version: 1,
};
const summary: NcmSummary = {
  id: 4,
  number: 'NCM #4',
  item: { id: 11, itemno: 'PNL-400', itemdes: '400 W panel' },
  warehouse: { id: 1, name: 'Main warehouse' },
  quantity: 2,
  source: 'receipt',
  status: 'Open',
  description: 'Damaged on receipt of PO-000001',
  purchase_order: { id: 1, number: 'PO-000001' },
  photo_count: 1,
  created_at: '2026-11-20T14:00:00Z',
  updated_at: '2026-11-20T14:00:00Z',
  version: 1,
};
const record: NcmRecord = {
  ...summary,
  created_by: 'Olivia Operations',
  photos: [
    {
      id: 8,
      name: 'cracked.png',
      content_type: 'image/png',
      size: 2048,
      uploaded_by: 'Olivia Operations',
      uploaded_at: '2026-11-20T14:05:00Z',
    },
  ],
  events: [],
};

let fake: FakeApi;
let listQueries: Record<string, string>[];

beforeEach(() => {
  listQueries = [];
  Object.assign(URL, {
    createObjectURL: () => 'blob:photo',
    revokeObjectURL: () => undefined,
  });
  fake = installFakeApi({
    'GET /api/stock/warehouses/': { body: { warehouses: [main], may_allow_negative: false } },
    'GET /api/ncm/': ({ url }) => {
      listQueries.push(Object.fromEntries(url.searchParams));
      return { body: { results: [summary], count: 1 } };
    },
    'GET /api/ncm/4/': { body: record },
    'GET /api/ncm/4/photos/8/file/': { body: { bytes: 'png' } },
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

function renderAt(location: string) {
  renderPage(
    <>
      <NcmInventoryPage />
      <LocationProbe />
    </>,
    { location },
  );
}

describe('NcmInventoryPage', () => {
  it('lists records with their source and status, and keeps the filters in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/workplace/logistics/ncrinventory');
    const table = await screen.findByRole('table', { name: 'Non-conformance records' });
    expect(await within(table).findByText('PNL-400')).toBeInTheDocument();
    expect(within(table).getByText('PO-000001')).toBeInTheDocument();
    expect(listQueries.at(-1)).toEqual({ page: '1', page_size: '20' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Under review');
    await waitFor(() => expect(listQueries.at(-1)).toMatchObject({ status: 'Under review' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Receipt');
    await waitFor(() => expect(listQueries.at(-1)).toMatchObject({ source: 'receipt' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Warehouse' }), 'Main warehouse');
    await waitFor(() => expect(listQueries.at(-1)).toMatchObject({ warehouse_id: '1' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      'status=Under+review&source=receipt&warehouse=1',
    );
  });

  it('says what to do when there is nothing, and when filters hide everything', async () => {
    fake.set({ 'GET /api/ncm/': { body: { results: [], count: 0 } } });
    renderAt('/workplace/logistics/ncrinventory');
    expect(
      await screen.findByText(/Damaged items received on a purchase order appear here/),
    ).toBeInTheDocument();
  });

  it('says the filters hide every record when a filter is set', async () => {
    fake.set({ 'GET /api/ncm/': { body: { results: [], count: 0 } } });
    renderAt('/workplace/logistics/ncrinventory?status=Scrapped');
    expect(await screen.findByText(/No records match/)).toBeInTheDocument();
  });

  it('records material back from an installation and opens the new record', async () => {
    const user = userEvent.setup();
    let posted: unknown = null;
    fake.set({
      'GET /api/stock/items/search/': {
        body: [{ itemid: 11, itemno: 'PNL-400', itemdes: '400 W panel' }],
      },
      'POST /api/ncm/': ({ body }) => {
        posted = body;
        return { status: 201, body: { ...record, source: 'installation_return' } };
      },
    });
    renderAt('/workplace/logistics/ncrinventory');
    await user.click(await screen.findByRole('button', { name: 'Record material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record non-conforming material' });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(messages.pleaseSelectItem)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.pleaseDescribeNcm)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: /Item/ }), 'PNL');
    await user.click(await screen.findByRole('option', { name: /PNL-400/ }));
    await user.clear(within(dialog).getByRole('textbox', { name: /Quantity/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Quantity/ }), '3');
    await user.type(
      within(dialog).getByRole('textbox', { name: /What is wrong/ }),
      'Junction box cracked',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(messages.ncmRecordCreated)).toBeInTheDocument();
    expect(posted).toEqual({
      item_id: 11,
      warehouse_id: 1,
      quantity: 3,
      source: 'installation_return',
      description: 'Junction box cracked',
    });
    expect(await screen.findByRole('dialog', { name: 'NCM #4 · PNL-400' })).toBeInTheDocument();
    // The open dialog hides the page behind it from assistive technology.
    expect(screen.getByRole('status', { name: 'Location', hidden: true })).toHaveTextContent(
      'record=4',
    );
  });

  it('shows a record with its photo thumbnail opening the full size, and adds a photo', async () => {
    const user = userEvent.setup();
    let uploadType: string | null = null;
    let uploadName: string | null = null;
    fake.set({
      'POST /api/ncm/4/photos/': ({ url, headers }) => {
        uploadType = headers.get('content-type');
        uploadName = url.searchParams.get('name');
        return { status: 201, body: record.photos[0] };
      },
    });
    renderAt('/workplace/logistics/ncrinventory?record=4');
    const dialog = await screen.findByRole('dialog', { name: 'NCM #4 · PNL-400' });
    const link = await within(dialog).findByRole('link', {
      name: 'Open cracked.png at full size',
    });
    expect(link).toHaveAttribute('href', 'blob:photo');
    expect(link).toHaveAttribute('target', '_blank');
    const photo = new File(['png'], 'label.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Photos to add'), photo);
    expect(await screen.findByText(messages.ncmPhotoUploaded)).toBeInTheDocument();
    expect(uploadType).toBe('application/octet-stream');
    expect(uploadName).toBe('label.png');
  });

  it('moves a record to review after confirmation, and a closing step asks for the reason', async () => {
    const user = userEvent.setup();
    const moves: unknown[] = [];
    fake.set({
      'POST /api/ncm/4/status/': ({ body }) => {
        moves.push(body);
        const moved = { ...record, status: 'Under review' as const, version: 2 };
        fake.set({ 'GET /api/ncm/4/': { body: moved } });
        return { body: moved };
      },
    });
    renderAt('/workplace/logistics/ncrinventory?record=4');
    const dialog = await screen.findByRole('dialog', { name: 'NCM #4 · PNL-400' });
    expect(within(dialog).queryByRole('button', { name: 'Scrapped' })).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Start review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark NCM #4 as Under review?' });
    expect(within(confirm).getByText(/stays in quarantine/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Mark under review' }));
    await waitFor(() =>
      expect(moves).toEqual([{ status: 'Under review', reason: '', version: 1 }]),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Returned to vendor' }));
    const close = await screen.findByRole('dialog', {
      name: 'Mark NCM #4 as Returned to vendor?',
    });
    expect(within(close).getByText(/leaves the quarantine of Main warehouse/)).toBeInTheDocument();
    await user.click(within(close).getByRole('button', { name: 'Mark returned to vendor' }));
    expect(await within(close).findByText(messages.pleaseGiveNcmReason)).toBeInTheDocument();
    expect(moves).toHaveLength(1);
    await user.type(within(close).getByRole('textbox', { name: /Reason/ }), 'RMA 881');
    await user.click(within(close).getByRole('button', { name: 'Mark returned to vendor' }));
    await waitFor(() =>
      expect(moves.at(-1)).toEqual({ status: 'Returned to vendor', reason: 'RMA 881', version: 2 }),
    );
  });

  it('offers to reload when someone else moved the record first', async () => {
    const user = userEvent.setup();
    fake.set({
      'POST /api/ncm/4/status/': {
        status: 409,
        body: { message: messages.recordVersionConflict, error: versionConflictCode },
      },
    });
    renderAt('/workplace/logistics/ncrinventory?record=4');
    const dialog = await screen.findByRole('dialog', { name: 'NCM #4 · PNL-400' });
    await user.click(await within(dialog).findByRole('button', { name: 'Start review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark NCM #4 as Under review?' });
    await user.click(within(confirm).getByRole('button', { name: 'Mark under review' }));
    expect(await screen.findByText(messages.recordVersionConflict)).toBeInTheDocument();
  });
});
