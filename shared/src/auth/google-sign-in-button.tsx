import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useState } from 'react';
import { messages } from '../domain/messages';
import { notify } from '../theme/toaster';
import type { SignInButtonProps } from './sign-in-button';
import { useRetryTimer } from './use-retry-timer';
import { useSignIn } from './use-sign-in';

/** Google's sign-in button (a client id is configured); see SignInButton. */
export function GoogleSignInButton({
  clientId,
  onSignedIn,
}: SignInButtonProps & { clientId: string }) {
  const { signInWithIdToken } = useSignIn();
  const scheduleRetry = useRetryTimer();
  // Remounting the button with One Tap on is how Google's script prompts for sign-in again.
  const [attempt, setAttempt] = useState(0);
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <GoogleLogin
        key={attempt}
        useOneTap={attempt > 0}
        onSuccess={async ({ credential }) => {
          if (!credential) {
            notify.error(messages.loginFailed);
            return;
          }
          const outcome = await signInWithIdToken(credential);
          if (outcome.kind === 'signed-in') onSignedIn(outcome.user);
          scheduleRetry(outcome, () => setAttempt((value) => value + 1));
        }}
        onError={() => notify.error(messages.loginFailed)}
      />
    </GoogleOAuthProvider>
  );
}
