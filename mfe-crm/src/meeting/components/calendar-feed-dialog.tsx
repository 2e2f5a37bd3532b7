import { Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime, getRuntimeConfig, messages, notify } from '@solar/shared';
import {
  useCrmCalendarFeedQuery,
  useCrmCreateCalendarFeedMutation,
  useCrmRevokeCalendarFeedMutation,
} from '../api/meeting-endpoints';

/** The address a calendar program subscribes to, on the API's origin. */
function feedAddressOf(token: string): string {
  return new URL(
    `${getRuntimeConfig().apiBaseUrl}/api/public/calendar/${token}.ics`,
    window.location.href,
  ).href;
}

/**
 * The user's private feed address: create it (shown once, with Copy), replace it, revoke it. The
 * server keeps only a hash, so a lost address cannot be shown again, only replaced.
 */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const state = useCrmCalendarFeedQuery();
  const [create, creating] = useCrmCreateCalendarFeedMutation();
  const [revoke, revoking] = useCrmRevokeCalendarFeedMutation();
  const [address, setAddress] = useState<string | null>(null);
  const active = state.data?.created_at ?? null;

  const createFeed = async () => {
    const created = await create()
      .unwrap()
      .catch(() => null);
    if (created) setAddress(feedAddressOf(created.token));
    else notify.error(messages.serverError);
  };
  const revokeFeed = async () => {
    const done = await revoke()
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) {
      setAddress(null);
      notify.success(messages.calendarFeedRevoked);
    } else notify.error(messages.serverError);
  };
  const copy = async () => {
    if (address === null) return;
    await navigator.clipboard?.writeText(address).catch(() => undefined);
    notify.success(messages.calendarFeedCopied);
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="560px" maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{messages.calendarFeed}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{messages.calendarFeedIntro}</Text>
                {address === null ? (
                  <Text color="fg.muted">
                    {active === null
                      ? messages.calendarFeedNone
                      : `${messages.calendarFeedActive} (${formatDateTime(active)})`}
                  </Text>
                ) : (
                  <Stack gap="2">
                    <Text fontWeight="semibold">{messages.calendarFeedShownOnce}</Text>
                    <HStack>
                      <Input
                        readOnly
                        value={address}
                        aria-label="Feed address"
                        onFocus={(event) => event.currentTarget.select()}
                      />
                      <Button onClick={() => void copy()}>{messages.calendarFeedCopy}</Button>
                    </HStack>
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {active === null ? null : (
                <Button
                  variant="outline"
                  colorPalette="red"
                  loading={revoking.isLoading}
                  onClick={() => void revokeFeed()}
                >
                  {messages.calendarFeedRevoke}
                </Button>
              )}
              <Button
                colorPalette="blue"
                loading={creating.isLoading}
                onClick={() => void createFeed()}
              >
                {messages.calendarFeedCreate}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
