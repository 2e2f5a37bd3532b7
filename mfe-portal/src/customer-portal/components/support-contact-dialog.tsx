import { Button, CloseButton, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { supportContact } from '../utils/support-contact';

interface SupportContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the dialog closes (the Chat with Support button). */
  finalFocusEl: () => HTMLElement | null;
}

/** What Chat with Support opens: the ways to reach the support team and when they answer. */
export function SupportContactDialog({
  open,
  onOpenChange,
  finalFocusEl,
}: SupportContactDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      finalFocusEl={finalFocusEl}
    >
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
                  Our support team is happy to help by phone or email, {supportContact.hours}.
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
