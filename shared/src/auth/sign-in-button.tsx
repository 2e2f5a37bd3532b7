import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { User } from '../domain/user';
import { getRuntimeConfig } from '../runtime-config/runtime-config-holder';
import { useRetryTimer } from './use-retry-timer';
import { useSignIn } from './use-sign-in';

// Google's button (with @react-oauth/google) only where a client id is configured, and the
// development account chooser (a dialog with its own machinery) only on "Sign in": neither is
// part of the login page's first download.
const GoogleSignInButton = lazy(async () => ({
  default: (await import('./google-sign-in-button')).GoogleSignInButton,
}));

// The development account chooser is loaded on "Sign in" only.
const DevAccountChooser = lazy(async () => ({
  default: (await import('./dev-account-chooser')).DevAccountChooser,
}));

export interface SignInButtonProps {
  onSignedIn: (user: User) => void;
}

/**
 * The one sign-in button of the login page: Google's button when a client id
 * is configured, otherwise the development identity provider's "Sign in" with an account chooser.
 */
export function SignInButton({ onSignedIn }: SignInButtonProps) {
  const clientId = getRuntimeConfig().googleClientId;
  return clientId ? (
    <Suspense fallback={null}>
      <GoogleSignInButton clientId={clientId} onSignedIn={onSignedIn} />
    </Suspense>
  ) : (
    <DevAccountSignInButton onSignedIn={onSignedIn} />
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
