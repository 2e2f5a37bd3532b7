import { messages } from '../../domain/messages';
import { signedInStore, watchErrorPolicy } from '../../testing/error-policy-watch';
import { fetchApiFile } from '../fetch-api-file';

describe('fetchApiFile', () => {
  const watched = watchErrorPolicy();

  it('a failed download is explained by the shared toast (no page message covers it)', async () => {
    watched.fake.set({
      'GET /api/files/broken.pdf': { status: 500, body: { message: 'internal' } },
    });
    const file = await fetchApiFile(signedInStore(), '/api/files/broken.pdf');
    expect(file).toBeNull();
    expect(watched.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: messages.serverError }),
    );
  });

  it('a refused download leaves for the dashboard with the permission toast', async () => {
    watched.fake.set({
      'GET /api/files/secret.pdf': { status: 403, body: { message: 'Forbidden' } },
    });
    const file = await fetchApiFile(signedInStore(), '/api/files/secret.pdf');
    expect(file).toBeNull();
    expect(watched.navigate).toHaveBeenCalledWith('/dashboard', {});
    expect(watched.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: messages.noResourcePermission }),
    );
  });
});
