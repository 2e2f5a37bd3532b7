import { messages, type ZohoUpload } from '@solar/shared';
import { installFakeApi, renderPage } from '@solar/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadImportDialog } from '../lead-import-dialog';

const field = (key: string, label: string, options?: string[]) => ({
  key,
  label,
  required: false,
  ...(options ? { options } : {}),
});

const uploaded: ZohoUpload = {
  id: 7,
  kind: 'leads',
  file_name: 'people.csv',
  status: 'uploaded',
  header: ['Name', 'Email', 'Source'],
  preview: [
    ['Ada Lovelace', 'ada@example.com', 'Website'],
    ['Bad Mail', 'not-an-e-mail', 'Website'],
  ],
  fields: [
    field('full_name', 'Full name'),
    field('email', 'E-mail'),
    field('source', 'Source', ['Website', 'Referral']),
    field('interest', 'Interest', ['Solar', 'HVAC']),
  ],
  columns: { full_name: 0, email: 1, source: 2, interest: null },
  defaults: {},
  total_rows: 2,
  valid_rows: null,
  problem_rows: null,
  imported_rows: 0,
  validation_job_id: null,
  import_job_id: null,
  version: 1,
};

const job = (id: string) => ({
  id,
  kind: 'zoho-upload-import',
  state: 'completed',
  done: 1,
  total: 1,
  message: '',
  result_url: null,
  error: null,
  created_at: '2026-11-26T10:00:00.000Z',
  started_at: null,
  finished_at: null,
});

describe('LeadImportDialog', () => {
  it('uploads a CSV, confirms the mapping, shows each row’s problem and imports only the valid rows when asked', async () => {
    let current: ZohoUpload = uploaded;
    let sent: unknown = null;
    const fake = installFakeApi({
      'POST /api/zoho/uploads/': ({ body, url, headers }) => {
        sent = {
          body,
          kind: url.searchParams.get('kind'),
          name: url.searchParams.get('file_name'),
          type: headers.get('content-type'),
        };
        return { status: 201, body: current };
      },
      'GET /api/zoho/uploads/7/': () => ({ body: current }),
      'POST /api/zoho/uploads/7/validate/': ({ body }) => {
        expect(body).toEqual({
          columns: { full_name: 0, email: 1, source: 2, interest: null },
          defaults: { interest: 'Solar' },
          version: 1,
        });
        current = {
          ...current,
          status: 'validated',
          version: 2,
          valid_rows: 1,
          problem_rows: 1,
          validation_job_id: 'job-1',
        };
        return { body: current };
      },
      'GET /api/zoho/uploads/7/problems/': {
        body: {
          rows: [
            {
              row_number: 3,
              problems: [{ field: 'email', message: 'Please enter a valid email' }],
            },
          ],
          count: 1,
        },
      },
      'POST /api/zoho/uploads/7/import/': ({ body }) => {
        expect(body).toEqual({ valid_rows_only: true, version: 2 });
        current = { ...current, status: 'imported', imported_rows: 1, import_job_id: 'job-2' };
        return { body: current };
      },
      'GET /api/jobs/job-1/': { body: job('job-1') },
      'GET /api/jobs/job-2/': { body: job('job-2') },
    });
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderPage(<LeadImportDialog onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: messages.importLeadsTitle });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(
      input,
      new File(['Name,Email\nAda Lovelace,ada@example.com\n'], 'people.csv', { type: 'text/csv' }),
    );

    expect(await within(dialog).findByText(messages.importMappingTitle)).toBeInTheDocument();
    expect(sent).toEqual({
      body: expect.any(String),
      kind: 'leads',
      name: 'people.csv',
      type: 'text/csv',
    });
    expect(within(dialog).getByRole('combobox', { name: 'Full name' })).toHaveValue('0');
    expect(within(dialog).getByRole('cell', { name: 'not-an-e-mail' })).toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: messages.uploadDefaultFor('Interest') }),
      'Solar',
    );
    await user.click(within(dialog).getByRole('button', { name: messages.importCheckRows }));

    expect(
      await within(dialog).findByText(messages.importValidatedWithProblems(1, 1)),
    ).toBeInTheDocument();
    const problems = await within(dialog).findByRole('table', {
      name: messages.importProblemsTitle,
    });
    expect(
      within(problems).getByRole('row', { name: /3 E-mail Please enter a valid email/ }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: messages.importAllRows })).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: messages.importFixedFile }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: messages.importValidRows }));
    expect(await within(dialog).findByText(messages.importFinished(1))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.importViewLeads }));
    expect(onClose).toHaveBeenCalled();
    fake.restore();
  });

  it('shows the server’s reason when the file is refused, and keeps the upload open', async () => {
    const fake = installFakeApi({
      'POST /api/zoho/uploads/': {
        status: 400,
        body: { message: messages.apiLeadImportEmptyFile },
      },
    });
    const user = userEvent.setup();
    renderPage(<LeadImportDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File([''], 'empty.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.apiLeadImportEmptyFile,
    );
    expect(
      within(dialog).getByRole('button', { name: messages.importChooseFileButton }),
    ).toBeEnabled();
    fake.restore();
  });
});
