import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import { FormField, messages, type DealProgramVersionRecord } from '@solar/shared';
import { useState } from 'react';
import { useProgramVersionSave } from '../../crm-shared/hooks/use-program-version-save';
import { useCrmUpdateDealProgramVersionMutation } from '../../deal-program/api/deal-program-endpoints';
import { VersionTermsEditor } from './version-terms-editor';

interface VersionDraftFormProps {
  /** The version as loaded when the form opened: the draft starts from it once. */
  record: DealProgramVersionRecord;
  readOnly: boolean;
  /** Fetches the version again and opens the form afresh on it, dropping the draft. */
  onReload: () => Promise<void>;
  onSaved: () => Promise<unknown>;
}

/**
 * A version's date and terms being edited. The draft starts from the version the form opened on
 * and a later fetch of it (the window regaining focus) never replaces what the user typed; a save
 * names the version the draft started from, so a change saved meanwhile elsewhere meets the
 * version conflict and the user chooses between Reload and Keep editing.
 */
export function VersionDraftForm({ record, readOnly, onReload, onSaved }: VersionDraftFormProps) {
  const [draft, setDraft] = useState({ effectiveFrom: record.effective_from, terms: record.terms });
  const { save, saving, conflictDialog } = useProgramVersionSave(
    record,
    onReload,
    useCrmUpdateDealProgramVersionMutation(),
  );

  return (
    <Stack gap="4">
      {record.used ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{messages.dealProgramVersionReadOnly}</Alert.Description>
        </Alert.Root>
      ) : null}
      <FormField label="Effective from">
        <Input
          type="date"
          maxW="48"
          readOnly={readOnly}
          value={draft.effectiveFrom}
          onChange={(event) => setDraft({ ...draft, effectiveFrom: event.currentTarget.value })}
        />
      </FormField>
      <VersionTermsEditor
        terms={draft.terms}
        readOnly={readOnly}
        onChange={(terms) => setDraft({ ...draft, terms })}
      />
      {readOnly ? null : (
        <Button
          alignSelf="flex-start"
          colorPalette="blue"
          loading={saving}
          onClick={async () => {
            if (await save(draft.effectiveFrom, draft.terms)) await onSaved();
          }}
        >
          Save version
        </Button>
      )}
      {conflictDialog}
    </Stack>
  );
}
