import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, messages, type PortalDocuments } from '@solar/shared';
import { portalDeal } from '../../testing/portal-fixtures';
import { renderPortal } from '../../testing/render-portal';

const files: PortalDocuments = {
  documents: [
    {
      id: 3,
      deal_id: 7,
      deal_name: 'Gallant Residence',
      milestone: null,
      kind: 'contract',
      name: 'Contract.pdf',
      content_type: 'application/pdf',
      size: 48_213,
      uploaded_at: '2026-03-05T09:30:00.000Z',
    },
  ],
  requests: [
    {
      id: 11,
      deal_id: 7,
      deal_name: 'Gallant Residence',
      description: 'A photo of your electrical panel',
      requested_at: '2026-03-04T09:30:00.000Z',
    },
  ],
};

describe('the documents of a project in Project Tracking', () => {
  it('lists the shared files and the files our team asked for', async () => {
    renderPortal('/customer/tracking', {
      'GET /api/portal/deals/': { body: [portalDeal(), portalDeal({ id: 8, name: 'Barn' })] },
      'GET /api/portal/documents/': { body: files },
    });
    const project = await screen.findByRole('article', { name: 'Gallant Residence' });
    const list = await within(project).findByRole('list', {
      name: 'Documents of Gallant Residence',
    });
    expect(list).toHaveTextContent('Contract.pdf');
    expect(list).toHaveTextContent(
      `Contract · ${formatDateTime('2026-03-05T09:30:00.000Z')} · 48.2 KB`,
    );
    expect(within(list).getByRole('button', { name: 'Download Contract.pdf' })).toBeVisible();
    expect(project).toHaveTextContent(messages.portalRequestsTitle);
    expect(project).toHaveTextContent('A photo of your electrical panel');
    // The other project has neither: it says what will appear there.
    const barn = screen.getByRole('article', { name: 'Barn' });
    expect(barn).toHaveTextContent(messages.portalNoDocuments);
    expect(barn).not.toHaveTextContent(messages.portalRequestsTitle);
  });

  it('uploads the requested file, thanks the customer and drops the request', async () => {
    const user = userEvent.setup();
    const { fake } = renderPortal('/customer/tracking', {
      'GET /api/portal/deals/': { body: [portalDeal()] },
      'GET /api/portal/documents/': { body: files },
    });
    let asked: { name: string | null; type: string | null } | null = null;
    fake.set({
      'POST /api/portal/document-requests/11/upload/': ({ url, headers }) => {
        asked = { name: url.searchParams.get('name'), type: headers.get('content-type') };
        fake.set({ 'GET /api/portal/documents/': { body: { ...files, requests: [] } } });
        return {
          status: 201,
          body: {
            id: 4,
            deal_id: 7,
            project_id: null,
            milestone: null,
            kind: 'customer-upload',
            name: 'panel.jpg',
            content_type: 'image/jpeg',
            size: 1000,
            sha256: 'b'.repeat(64),
            uploaded_by: 'Casey Customer',
            uploaded_at: '2026-03-06T09:30:00.000Z',
            shared_with_customer: true,
            request_id: 11,
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(messages.documentFileRequired)).toBeInTheDocument();
    const photo = new File(['jpeg'], 'panel.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Your file'), photo);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(messages.portalUploadDone)).toBeInTheDocument();
    expect(asked).toEqual({ name: 'panel.jpg', type: 'application/octet-stream' });
    await waitFor(() =>
      expect(screen.queryByText('A photo of your electrical panel')).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s reason when a file is refused', async () => {
    const user = userEvent.setup();
    renderPortal('/customer/tracking', {
      'GET /api/portal/deals/': { body: [portalDeal()] },
      'GET /api/portal/documents/': { body: files },
      'POST /api/portal/document-requests/11/upload/': {
        status: 400,
        body: { message: messages.apiDocumentTypeNotAllowed },
      },
    });
    const program = new File(['MZ'], 'panel.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('Your file'), program);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(messages.apiDocumentTypeNotAllowed)).toBeInTheDocument();
  });
});
