import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DealDocument, type DocumentRequest, formatDateTime, messages } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { DealDocuments } from '../components/deal-documents';

const documentsUrl = '/api/crm/deals/9/documents/';
const requestsUrl = '/api/crm/deals/9/document-requests/';

function dealDocument(overrides: Partial<DealDocument> = {}): DealDocument {
  return {
    id: 3,
    deal_id: 9,
    project_id: null,
    milestone: null,
    kind: 'permit',
    name: 'Building permit.pdf',
    content_type: 'application/pdf',
    size: 48_213,
    sha256: 'a'.repeat(64),
    uploaded_by: 'Riley Rep',
    uploaded_at: '2026-03-05T09:30:00.000Z',
    shared_with_customer: false,
    request_id: null,
    ...overrides,
  };
}

function documentRequest(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    id: 11,
    deal_id: 9,
    description: 'A photo of your electrical panel',
    requested_by: 'Riley Rep',
    requested_at: '2026-03-04T09:30:00.000Z',
    status: 'Open',
    fulfilled_at: null,
    document_id: null,
    ...overrides,
  };
}

let fake: FakeApi;
afterEach(() => fake.restore());

describe('DealDocuments', () => {
  it('lists kind, name, who, when, size and sharing, and the files asked of the customer', async () => {
    fake = installFakeApi({
      [`GET ${documentsUrl}`]: {
        body: [
          dealDocument(),
          dealDocument({
            id: 4,
            kind: 'customer-upload',
            name: 'panel.jpg',
            size: 2_400_000,
            uploaded_by: 'Casey Customer',
            shared_with_customer: true,
            request_id: 12,
          }),
        ],
      },
      [`GET ${requestsUrl}`]: {
        body: [
          documentRequest(),
          documentRequest({
            id: 12,
            description: 'Your last power bill',
            status: 'Fulfilled',
            fulfilled_at: '2026-03-06T10:00:00.000Z',
            document_id: 4,
          }),
        ],
      },
    });
    renderPage(<DealDocuments dealId={9} />);
    const table = await screen.findByRole('table', { name: 'Documents' });
    // The file rows (the header row is not shown on a narrow screen, as in this test's window).
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Permit');
    expect(rows[0]).toHaveTextContent('Building permit.pdf');
    expect(rows[0]).toHaveTextContent('Riley Rep');
    expect(rows[0]).toHaveTextContent(formatDateTime('2026-03-05T09:30:00.000Z'));
    expect(rows[0]).toHaveTextContent('48.2 KB');
    expect(rows[0]).toHaveTextContent('Not shared');
    expect(rows[1]).toHaveTextContent(/Customer upload.*panel\.jpg.*Casey Customer/);
    expect(rows[1]).toHaveTextContent('2.4 MB');
    expect(rows[1]).toHaveTextContent('Shared');
    const asked = await screen.findByRole('list', { name: messages.documentRequestsTitle });
    const items = within(asked).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Open.*A photo of your electrical panel/);
    expect(within(items[0]!).getByRole('button', { name: /^Withdraw/ })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(/Fulfilled.*Your last power bill.*with panel\.jpg/);
  });

  it('uploads a chosen file as its own body, with its kind and sharing', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({
      [`GET ${documentsUrl}`]: { body: [] },
      [`GET ${requestsUrl}`]: { body: [] },
    });
    let query: URLSearchParams | null = null;
    let contentType: string | null = null;
    fake.set({
      [`POST ${documentsUrl}`]: ({ url, headers }) => {
        query = url.searchParams;
        contentType = headers.get('content-type');
        fake.set({ [`GET ${documentsUrl}`]: { body: [dealDocument({ kind: 'contract' })] } });
        return { status: 201, body: dealDocument({ kind: 'contract' }) };
      },
    });
    renderPage(<DealDocuments dealId={9} />);
    expect(await screen.findByText(messages.noDocumentsYet)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(messages.documentFileRequired)).toBeInTheDocument();
    const file = new File(['%PDF-1.7 contract'], 'Contract.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^File/), file);
    await user.selectOptions(screen.getByLabelText('Kind'), 'contract');
    await user.click(screen.getByRole('checkbox', { name: 'Share with the customer' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(messages.documentUploaded)).toBeInTheDocument();
    expect(Object.fromEntries(query!)).toEqual({
      kind: 'contract',
      name: 'Contract.pdf',
      shared: 'true',
    });
    expect(contentType).toBe('application/octet-stream');
    expect(await screen.findByRole('table', { name: 'Documents' })).toHaveTextContent('Contract');
  });

  it('shows the server’s reason when an upload is refused', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({
      [`GET ${documentsUrl}`]: { body: [] },
      [`GET ${requestsUrl}`]: { body: [] },
      [`POST ${documentsUrl}`]: {
        status: 400,
        body: { message: messages.apiDocumentTypeNotAllowed },
      },
    });
    renderPage(<DealDocuments dealId={9} />);
    const file = new File(['MZ'], 'setup.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText(/^File/), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(messages.documentUploadFailed)).toBeInTheDocument();
    expect(screen.getByText(messages.apiDocumentTypeNotAllowed)).toBeInTheDocument();
  });

  it('shares a document, deletes one after confirming, and asks the customer for a file', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({
      [`GET ${documentsUrl}`]: { body: [dealDocument()] },
      [`GET ${requestsUrl}`]: { body: [] },
      [`PUT ${documentsUrl}3/`]: { body: dealDocument({ shared_with_customer: true }) },
      [`DELETE ${documentsUrl}3/`]: { status: 204 },
      [`POST ${requestsUrl}`]: { status: 201, body: documentRequest() },
    });
    renderPage(<DealDocuments dealId={9} />);
    await user.click(
      await screen.findByRole('checkbox', {
        name: /^Share Building permit\.pdf with the customer/,
      }),
    );
    expect(await screen.findByText(messages.documentSharedNow)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      shared_with_customer: true,
    });
    await user.click(screen.getByRole('button', { name: 'Delete Building permit.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(messages.confirmDeleteDocument('Building permit.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.documentDeleted)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a file' }));
    expect(
      await screen.findByText(messages.documentRequestDescriptionRequired),
    ).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Ask the customer for a file'),
      'A photo of your electrical panel',
    );
    await user.click(screen.getByRole('button', { name: 'Request a file' }));
    expect(await screen.findByText(messages.documentRequestSent)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      description: 'A photo of your electrical panel',
    });
  });

  it('says when the documents could not be loaded', async () => {
    fake = installFakeApi({
      [`GET ${documentsUrl}`]: { status: 500, body: { message: 'boom' } },
      [`GET ${requestsUrl}`]: { body: [] },
    });
    renderPage(<DealDocuments dealId={9} />);
    await waitFor(() =>
      expect(screen.getByText(messages.failedToLoadDocuments)).toBeInTheDocument(),
    );
  });
});
