import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, messages, type StorageCheck } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { TestStoragePage } from '../test-storage-page';

const folder: StorageCheck = {
  backend: 'filesystem',
  settings: [{ name: 'Folder', value: '/srv/solar/data/files' }],
  space: { free_bytes: 52_400_000_000, total_bytes: 105_000_000_000 },
  bucket: null,
  round_trip: null,
  last_errors: [],
};

let fake: FakeApi;
afterEach(() => fake.restore());

describe('TestStoragePage', () => {
  it('shows the backend, its settings and free space, and runs a timed round trip', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({
      'GET /api/zoho/test-storage/': { body: folder },
      'POST /api/zoho/test-storage/': {
        body: {
          ...folder,
          round_trip: {
            ok: true,
            bytes: 262_144,
            write_ms: 3.2,
            read_ms: 1.1,
            delete_ms: 0.4,
            error: null,
          },
        },
      },
    });
    renderPage(<TestStoragePage />);
    const where = await screen.findByRole('region', {
      name: 'Folder on the API server (DATA_DIR)',
    });
    expect(where).toHaveTextContent('/srv/solar/data/files');
    expect(where).toHaveTextContent('52.4 GB free of 105 GB');
    expect(screen.getByText(messages.storageNoErrors)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run the check' }));
    expect(await screen.findByText(messages.storageRoundTripOk)).toBeInTheDocument();
    const timings = screen.getByLabelText('Round trip timings');
    expect(timings).toHaveTextContent('262.1 KB');
    expect(timings).toHaveTextContent(/Write\s*3\.2 ms/);
    expect(timings).toHaveTextContent(/Read back\s*1\.1 ms/);
    expect(timings).toHaveTextContent(/Delete\s*0\.4 ms/);
  });

  it('shows a bucket that did not answer, a failed round trip and the last errors', async () => {
    const user = userEvent.setup();
    const bucket: StorageCheck = {
      backend: 's3',
      settings: [
        { name: 'Endpoint', value: 'http://minio:9000' },
        { name: 'Bucket', value: 'documents' },
      ],
      space: null,
      bucket: { name: 'documents', reachable: false },
      round_trip: null,
      last_errors: [
        {
          at: '2026-03-05T09:30:00.000Z',
          operation: 'check bucket documents',
          message: 'ECONNREFUSED',
        },
      ],
    };
    fake = installFakeApi({
      'GET /api/zoho/test-storage/': { body: bucket },
      'POST /api/zoho/test-storage/': {
        body: {
          ...bucket,
          round_trip: {
            ok: false,
            bytes: 262_144,
            write_ms: 2,
            read_ms: 0,
            delete_ms: 0,
            error: 'connect ECONNREFUSED',
          },
        },
      },
    });
    renderPage(<TestStoragePage />);
    const where = await screen.findByRole('region', { name: 'S3-compatible object storage' });
    expect(where).toHaveTextContent('documents: did not answer');
    expect(where).not.toHaveTextContent('Free space');
    const errors = screen.getByRole('region', { name: 'Last errors' });
    expect(within(errors).getByRole('listitem')).toHaveTextContent(
      `${formatDateTime('2026-03-05T09:30:00.000Z')} · check bucket documentsECONNREFUSED`,
    );
    await user.click(screen.getByRole('button', { name: 'Run the check' }));
    expect(await screen.findByText('connect ECONNREFUSED')).toBeInTheDocument();
  });

  it('offers Retry when the storage check cannot be loaded', async () => {
    fake = installFakeApi({
      'GET /api/zoho/test-storage/': { status: 500, body: { message: 'boom' } },
    });
    renderPage(<TestStoragePage />);
    await waitFor(() => expect(screen.getByText(messages.failedToLoadStorage)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
