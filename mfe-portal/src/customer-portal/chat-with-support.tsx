import { Button, CloseButton, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { supportContact } from './support-contact';

/**
 * The portal's Chat with Support button. There is no chat service behind it yet, so rather than a
 * dead button it opens a dialog that says so and gives the ways support can be reached today.
 */
export function ChatWithSupport() {
  return (
    <Dialog.Root placement="center">
      <Dialog.Trigger asChild>
        <Button size="lg">Chat with Support</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Chat with Support</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>
                  Live chat is not available yet. Our support team is happy to help by phone or
                  email, {supportContact.hours}.
                </Dialog.Description>
                <Text>
                  Phone: <Link href={supportContact.phoneHref}>{supportContact.phone}</Link>
                </Text>
                <Text>
                  Email: <Link href={`mailto:${supportContact.email}`}>{supportContact.email}</Link>
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
