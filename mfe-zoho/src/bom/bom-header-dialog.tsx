import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import {
  bomDescriptionMaxLength,
  bomHeaderInputSchema,
  bomStatuses,
  messages,
  notify,
  type BomHeader,
  type BomHeaderInput,
} from '@solar/shared';
import { useId, useState, type FormEvent } from 'react';
import { serverMessageOf } from './server-message-of';
import { useZohoBomCreateMutation, useZohoBomUpdateMutation } from './zoho-bom-api';

export interface BomHeaderDialogProps {
  /** The header being edited; null creates a new parts list. */
  bom: BomHeader | null;
  onClose: () => void;
}

/** Create or edit a parts list header: description and status. */
export function BomHeaderDialog({ bom, onClose }: BomHeaderDialogProps) {
  const editing = bom !== null;
  const [bomdes, setBomdes] = useState(bom?.bomdes ?? '');
  const [bomsts, setBomsts] = useState<string>(bom?.bomsts ?? 'Draft');
  const [errors, setErrors] = useState<Partial<Record<keyof BomHeaderInput, string>>>({});
  const [create, creating] = useZohoBomCreateMutation();
  const [update, updating] = useZohoBomUpdateMutation();
  const saving = creating.isLoading || updating.isLoading;
  const descriptionId = useId();
  const statusId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bomHeaderInputSchema.safeParse({ bomdes, bomsts });
    if (!parsed.success) {
      const found: Partial<Record<keyof BomHeaderInput, string>> = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] as keyof BomHeaderInput] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const result = editing
      ? await update({ id: bom.id, body: parsed.data })
      : await create(parsed.data);
    if ('error' in result && result.error) {
      notify.error(serverMessageOf(result.error, messages.operationFailed));
      return;
    }
    notify.success(editing ? messages.bomUpdated : messages.bomCreated);
    onClose();
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="500px" maxW="calc(100vw - 2rem)">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{editing ? 'Edit BOM' : 'New BOM'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={Boolean(errors.bomdes)} required>
                    <Field.Label htmlFor={descriptionId}>
                      Description <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      id={descriptionId}
                      value={bomdes}
                      maxLength={bomDescriptionMaxLength}
                      onChange={(event) => {
                        setBomdes(event.currentTarget.value);
                        setErrors((current) => ({ ...current, bomdes: undefined }));
                      }}
                    />
                    <Field.ErrorText>{errors.bomdes}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.bomsts)} required>
                    <Field.Label htmlFor={statusId}>
                      Status <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        id={statusId}
                        value={bomsts}
                        onChange={(event) => setBomsts(event.currentTarget.value)}
                      >
                        {bomStatuses.map((status) => (
                          <option key={status} value={status}>
                            {status}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{errors.bomsts}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving}>
                  {editing ? 'Update' : 'Create'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
