import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, spreadsheetContentType, toaster, type ZohoUpload } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { ZohoDataUploadPage } from '../zoho-data-upload-page';

const stored: ZohoUpload = {
  id: 4,
  kind: 'items',
  file_name: 'parts.csv',
  status: 'uploaded',
  header: ['SKU', 'Description', 'Rated power (W)'],
  preview: [
    ['UP-410', '410 W module', '410'],
    ['UP-BAD', 'Broken module', 'lots'],
  ],
  fields: [
    { key: 'itemno', label: 'Item number', required: true },
    { key: 'itemdes', label: 'Description', required: true },
    { key: 'unit', label: 'Unit', required: false },
    { key: 'attribute:1', label: 'Rated power (W)', required: false },
  ],
  columns: { itemno: 0, itemdes: 1, unit: null, 'attribute:1': 2 },
  defaults: {},
  total_rows: 2,
  valid_rows: null,
  problem_rows: null,
  imported_rows: 0,
  validation_job_id: null,
  import_job_id: null,
  version: 1,
};

let fake: FakeApi;
let upload: ZohoUpload;

beforeEach(() => {
  upload = stored;
  fake = installFakeApi({
    'POST /api/zoho/uploads/': () => ({ status: 201, body: upload }),
    'GET /api/zoho/uploads/4/': () => ({ body: upload }),
    'POST /api/zoho/uploads/4/validate/': () => {
      upload = { ...upload, status: 'validated', valid_rows: 1, problem_rows: 1, version: 2 };
      return { body: upload };
    },
    'GET /api/zoho/uploads/4/problems/': () => ({
      body: {
        count: 1,
        rows: [
          {
            row_number: 3,
            problems: [
              {
                field: 'attribute:1',
                message: messages.apiAttributeValueFor(
                  'Rated power',
                  messages.attributeValueNotNumber,
                ),
              },
            ],
          },
        ],
      },
    }),
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  const input = screen.getByLabelText(messages.importChooseFileButton);
  await user.upload(
    input,
    new File(['SKU,Description\nUP-410,x'], 'parts.csv', { type: 'text/csv' }),
  );
}

describe('ZohoDataUploadPage', () => {
  it('shows the guessed mapping with a preview, then each bad row’s message', async () => {
    const user = userEvent.setup();
    renderPage(<ZohoDataUploadPage />);
    await chooseFile(user);
    expect(await screen.findByRole('table', { name: 'First rows of the file' })).toHaveTextContent(
      'UP-BADBroken modulelots',
    );
    expect(screen.getByLabelText(/Item number/)).toHaveValue('0');
    expect(screen.getByLabelText('Rated power (W)')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: messages.importCheckRows }));
    expect(await screen.findByText(messages.importValidatedWithProblems(1, 1))).toBeInTheDocument();
    const problems = await screen.findByRole('table', { name: messages.importProblemsTitle });
    expect(problems).toHaveTextContent(
      `3Rated power (W)${messages.apiAttributeValueFor('Rated power', messages.attributeValueNotNumber)}`,
    );
    expect(screen.getByRole('button', { name: messages.importValidRows })).toBeEnabled();
  });

  it('asks for a column for each required field before checking', async () => {
    upload = { ...stored, columns: { ...stored.columns, itemdes: null } };
    const user = userEvent.setup();
    renderPage(<ZohoDataUploadPage />);
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: messages.importCheckRows }));
    expect(
      await screen.findByText(messages.uploadColumnRequired('Description')),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.some((call) => call.path.endsWith('/validate/'))).toBe(false),
    );
  });

  it('uploads vendors from an Excel workbook as that kind, and offers to import the vendors', async () => {
    let sent: { url: URL; type: string | null } | null = null;
    fake.set({
      'POST /api/zoho/uploads/': ({ url, headers }) => {
        sent = { url, type: headers.get('Content-Type') };
        upload = {
          ...stored,
          kind: 'vendors',
          header: ['Vendor', 'E-mail'],
          preview: [['Sun Wholesale', 'orders@sun.example']],
          fields: [
            { key: 'name', label: 'Name', required: true },
            { key: 'email', label: 'E-mail', required: false },
          ],
          columns: { name: 0, email: 1 },
          status: 'validated',
          valid_rows: 1,
          problem_rows: 0,
        };
        return { status: 201, body: upload };
      },
    });
    const user = userEvent.setup();
    renderPage(<ZohoDataUploadPage />);
    await user.selectOptions(
      screen.getByLabelText(messages.uploadKindLabel),
      messages.uploadKindVendors,
    );
    await user.upload(
      screen.getByLabelText(messages.importChooseFileButton),
      new File(['PK'], 'vendors.xlsx', { type: spreadsheetContentType }),
    );
    expect(await screen.findByRole('button', { name: 'Import the vendors' })).toBeEnabled();
    expect(sent!.url.searchParams.get('kind')).toBe('vendors');
    expect(sent!.url.searchParams.get('file_name')).toBe('vendors.xlsx');
    expect(sent!.type).toBe(spreadsheetContentType);
  });

  it('says a refused file’s reason', async () => {
    fake.set({
      'POST /api/zoho/uploads/': () => ({
        status: 400,
        body: { message: messages.apiLeadImportEmptyFile },
      }),
    });
    const user = userEvent.setup();
    renderPage(<ZohoDataUploadPage />);
    await chooseFile(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.apiLeadImportEmptyFile);
  });
});
