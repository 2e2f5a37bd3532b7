import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../domain/messages';
import type { User } from '../domain/user';
import { getRuntimeConfig } from '../runtime-config/runtime-config-holder';
import { notify } from '../theme/toaster';
import { useAuthDevAccountsQuery } from './auth-api';
import { useSignIn, type SignInOutcome } from './use-sign-in';

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
  const [chosen, setChosen] = useState<string | null>(null);
  const { signInAsDevAccount } = useSignIn();
  const scheduleRetry = useRetryTimer();
  const accounts = useAuthDevAccountsQuery(undefined, { skip: !open });

  const choose = async (email: string) => {
    setChosen(email);
    const outcome = await signInAsDevAccount(email);
    setChosen(null);
    if (outcome.kind === 'signed-in') {
      setOpen(false);
      onSignedIn(outcome.user);
    } else if (outcome.kind === 'retry') {
      setOpen(false);
      scheduleRetry(outcome, () => setOpen(true));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button size="lg" width="full">
          Sign in
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Choose an account</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3" color="fg.muted" fontSize="sm">
                Development sign-in: no Google client id is configured, so the built-in identity
                provider signs you in as one of the demo accounts.
              </Text>
              {accounts.isLoading ? (
                <Stack gap="2" aria-busy="true">
                  {[0, 1, 2].map((row) => (
                    <Skeleton key={row} height="12" />
                  ))}
                </Stack>
              ) : accounts.isError ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{messages.loginFailed}</Alert.Title>
                </Alert.Root>
              ) : (
                <Stack gap="2">
                  {(accounts.data ?? []).map((account) => (
                    <Button
                      key={account.email}
                      variant="outline"
                      height="auto"
                      py="2"
                      justifyContent="flex-start"
                      loading={chosen === account.email}
                      disabled={chosen !== null}
                      onClick={() => void choose(account.email)}
                    >
                      <Box textAlign="start">
                        <Text fontWeight="semibold">
                          {account.name} ({account.email})
                        </Text>
                        <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
                          {account.description}
                        </Text>
                      </Box>
                    </Button>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
