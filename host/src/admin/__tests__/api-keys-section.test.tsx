import { type ApiKey, messages } from '@solar/shared';
import { installFakeApi, renderPage } from '@solar/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiKeysSection } from '../components/api-keys-section';

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 1,
  name: 'Main website',
  prefix: 'swk_abcdef',
  default_owner: null,
  created_at: '2026-11-20T15:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});

describe('ApiKeysSection', () => {
  it('creates a key and shows it once, then revokes it after a confirmation', async () => {
    let keys: ApiKey[] = [];
    const fake = installFakeApi({
      'GET /api/admin/api-keys/': () => ({ body: keys }),
      'POST /api/admin/api-keys/': ({ body }) => {
        expect(body).toEqual({ name: 'Main website' });
        keys = [key()];
        return { status: 201, body: { api_key: keys[0], key: 'swk_abcdef-the-whole-secret' } };
      },
      'POST /api/admin/api-keys/1/revoke/': () => {
        keys = [key({ revoked_at: '2026-11-21T10:00:00.000Z' })];
        return { body: keys[0] };
      },
    });
    const user = userEvent.setup();
    renderPage(<ApiKeysSection />);
    expect(await screen.findByText(messages.noApiKeysYet)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.newApiKey }));
    expect(screen.getByText(messages.pleaseEnterApiKeyName)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Main website');
    await user.click(screen.getByRole('button', { name: messages.newApiKey }));
    expect(await screen.findByText('swk_abcdef-the-whole-secret')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: messages.apiKeysTitle });
    expect(await within(table).findByText(messages.apiKeyNeverUsed)).toBeInTheDocument();
    expect(within(table).getByText(messages.apiKeyUnassigned)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Revoke Main website' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: messages.apiKeyRevoke }));
    expect(await within(table).findByText(messages.apiKeyRevoked)).toBeInTheDocument();
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /api/admin/api-keys/1/revoke/',
    );
    fake.restore();
  });
});
