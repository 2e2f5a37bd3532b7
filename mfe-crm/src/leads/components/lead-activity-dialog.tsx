import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { Lead } from '@solar/shared';
import { ActivityTimeline } from '../../crm-shared/components/activity-timeline';

interface LeadActivityDialogProps {
  lead: Lead;
  onClose: () => void;
}

/**
 * A lead's activity: its notes, logged calls and e-mails, tasks, meetings and changes, newest
 * first, with the same composer as a deal's. After conversion the history also shows on the deal.
 */
export function LeadActivityDialog({ lead, onClose }: LeadActivityDialogProps) {
  const name = `${lead.first_name} ${lead.last_name}`;
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="720px" maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>Activity: {name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <ActivityTimeline subject={{ type: 'lead', id: lead.id }} />
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
