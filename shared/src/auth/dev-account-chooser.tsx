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
import { useState } from 'react';
import { messages } from '../domain/messages';
import { useAuthDevAccountsQuery } from './auth-endpoints';

interface DevAccountChooserProps {
  onOpenChange: (open: boolean) => void;
  /** Signs in as the account; the chooser shows the chosen row busy until it settles. */
  onChoose: (email: string) => Promise<void>;
  /** Where focus returns when the chooser closes (the "Sign in" button). */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * The development identity provider's account chooser. Loaded only when "Sign in" is pressed
 * (`sign-in-button.tsx` imports it lazily): the dialog's machinery is not in the login page's
 * first download.
 */
export function DevAccountChooser({
  onOpenChange,
  onChoose,
  finalFocusEl,
}: DevAccountChooserProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const accounts = useAuthDevAccountsQuery();

  const choose = async (email: string) => {
    setChosen(email);
    await onChoose(email);
    setChosen(null);
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      finalFocusEl={finalFocusEl}
    >
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
