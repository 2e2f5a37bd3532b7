import { Button, Dialog, Input, Portal, Text } from '@chakra-ui/react';
import { type AddressDeal, FormField, messages, suggestNewDealName } from '@solar/shared';
import { useState } from 'react';
import { newDealNameError } from '../utils/new-deal-name-rule';

interface NewDealNameDialogProps {
  address: string;
  /** The deals already at the address: the new name must differ from each. */
  deals: readonly AddressDeal[];
  onConfirm: (name: string) => void;
  onCancel: () => void;
}

/**
 * Asks for a different name when a deal at the address already carries the address as its name
 *; it starts with the suggestion, the address followed by ' (New)'. Mounted
 * only while asking, so each time starts from the suggestion.
 */
export function NewDealNameDialog({ address, deals, onConfirm, onCancel }: NewDealNameDialogProps) {
  const [name, setName] = useState(() => suggestNewDealName(address));
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    const problem = newDealNameError(name, deals);
    setError(problem);
    if (problem === null) onConfirm(name.trim());
  };

  return (
    // Closed only by Cancel or Escape: it opens while the confirmation before it is closing, and
    // that close would otherwise reach this dialog as a request to close too.
    <Dialog.Root open onEscapeKeyDown={onCancel} closeOnInteractOutside={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                confirm();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>New Deal Name</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="3">{messages.newDealNameNeeded}</Text>
                <FormField label="New deal name" error={error ?? undefined}>
                  <Input
                    value={name}
                    onChange={(event) => {
                      setName(event.target.value);
                      setError(null);
                    }}
                  />
                </FormField>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel}>
                  Cancel
                </Button>
                <Button type="submit">OK</Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
