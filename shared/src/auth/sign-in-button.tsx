import { Button } from '@chakra-ui/react';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { messages } from '../domain/messages';
import type { User } from '../domain/user';
import { getRuntimeConfig } from '../runtime-config/runtime-config-holder';
import { notify } from '../theme/toaster';
import { useSignIn, type SignInOutcome } from './use-sign-in';

// The development account chooser is a dialog with its own machinery: loaded on "Sign in" only.
const DevAccountChooser = lazy(async () => ({
  default: (await import('./dev-account-chooser')).DevAccountChooser,
}));

export interface SignInButtonProps {
  onSignedIn: (user: User) => void;
}

/** Runs `prompt` after the outcome's delay when the provider's token was "used too early". */
function useRetryTimer() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (outcome: SignInOutcome, prompt: () => void) => {
    if (outcome.kind !== 'retry') return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(prompt, outcome.retryAfterMs);
  };
}

/**
 * The one sign-in button of the login page (part 1 section 2): Google's button when a client id
 * is configured, otherwise the development identity provider's "Sign in" with an account chooser.
 */
export function SignInButton({ onSignedIn }: SignInButtonProps) {
  const clientId = getRuntimeConfig().googleClientId;
  return clientId ? (
    <GoogleSignInButton clientId={clientId} onSignedIn={onSignedIn} />
  ) : (
    <DevAccountSignInButton onSignedIn={onSignedIn} />
  );
}

function GoogleSignInButton({ clientId, onSignedIn }: SignInButtonProps & { clientId: string }) {
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

function DevAccountSignInButton({ onSignedIn }: SignInButtonProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const { signInAsDevAccount } = useSignIn();
  const scheduleRetry = useRetryTimer();

  const choose = async (email: string) => {
    const outcome = await signInAsDevAccount(email);
    if (outcome.kind === 'signed-in') {
      setOpen(false);
      onSignedIn(outcome.user);
    } else if (outcome.kind === 'retry') {
      setOpen(false);
      scheduleRetry(outcome, () => setOpen(true));
    }
  };

  return (
    <>
      <Button
        ref={trigger}
        size="lg"
        width="full"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Sign in
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DevAccountChooser
            onOpenChange={setOpen}
            onChoose={choose}
            finalFocusEl={() => trigger.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
