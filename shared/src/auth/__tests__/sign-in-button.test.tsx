import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderPage, testRuntimeConfig } from '../../testing';
import { SignInButton } from '../sign-in-button';

// Google's script cannot load here: its button stands in, to see which button the page shows.
jest.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ clientId, children }: { clientId: string; children: ReactNode }) => (
    <div data-client-id={clientId}>{children}</div>
  ),
  GoogleLogin: () => <button type="button">Sign in with Google</button>,
}));

describe('SignInButton', () => {
  it("shows Google's button, with the configured client id, when one is configured", async () => {
    renderPage(<SignInButton onSignedIn={() => undefined} />, {
      runtimeConfig: { ...testRuntimeConfig, googleClientId: 'client-123.apps.example' },
    });
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(google.closest('[data-client-id]')).toHaveAttribute(
      'data-client-id',
      'client-123.apps.example',
    );
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it("shows the development provider's Sign in when no client id is configured", () => {
    renderPage(<SignInButton onSignedIn={() => undefined} />, {
      runtimeConfig: { ...testRuntimeConfig, googleClientId: null },
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });
});
