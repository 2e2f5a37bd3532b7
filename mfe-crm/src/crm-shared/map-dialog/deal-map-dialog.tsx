import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { firstFieldIn, messages, type DealListRow } from '@solar/shared';
import { useRef, useState } from 'react';
import { DealMapDialogBody, type LeadConversion } from './components/deal-map-dialog-body';

export interface DealMapDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  /** The deal being edited (edit mode). */
  deal?: DealListRow;
  onClose(): void;
  /** After a successful create or update, with the deal's id; `onClose` follows. */
  onSaved(dealId: number): void;
  /**
   * Converting a lead (create mode): the dialog opens on the lead's address with its owner as
   * sales person, names the deal after the lead, and saves through `convert`.
   */
  lead?: LeadConversion;
}

/**
 * The map dialog: 'Add Deal from Map' or 'Edit Deal Location', 90% wide, not
 * closed by a click outside. Its content is mounted only while open, so closing resets everything
 * the spec lists (edit mode, deal name, address flags, location, marker, info window, map, sales
 * person) by construction.
 */
export function DealMapDialog({ open, mode, deal, lead, onClose, onSaved }: DealMapDialogProps) {
  // What the dialog was opened with stays while it animates closed, even if the caller has
  // already reset its own state (a closing edit dialog must not turn into a create dialog).
  const shown = useRef({ mode, deal, lead });
  const contentRef = useRef<HTMLDivElement>(null);
  if (open) shown.current = { mode, deal, lead };
  ({ mode, deal, lead } = shown.current);
  // The deal as reloaded after a version conflict: the form starts again from it (a new key).
  const [reloaded, setReloaded] = useState<DealListRow | null>(null);
  if (reloaded && (!open || reloaded.id !== deal?.id)) setReloaded(null);
  const current = reloaded ?? deal;
  const title =
    mode === 'edit' ? 'Edit Deal Location' : lead ? messages.convertLead : 'Add Deal from Map';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={() => firstFieldIn(contentRef.current)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef} w="90%" maxW="90%">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
            <DealMapDialogBody
              key={current?.version ?? 0}
              mode={mode}
              {...(current ? { deal: current } : {})}
              {...(lead && mode === 'create' ? { lead } : {})}
              onClose={onClose}
              onSaved={onSaved}
              onReloaded={setReloaded}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
