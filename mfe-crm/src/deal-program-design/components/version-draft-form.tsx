import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import {
  dealProgramVersionUpdateSchema,
  FormField,
  messages,
  notify,
  serverReasonOf,
  useVersionConflict,
  type DealProgramVersionRecord,
} from '@solar/shared';
import { useState } from 'react';
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
  const [baseVersion, setBaseVersion] = useState(record.version);
  const [update, updating] = useCrmUpdateDealProgramVersionMutation();
  const conflict = useVersionConflict(onReload);

  const save = async () => {
    const parsed = dealProgramVersionUpdateSchema.safeParse({
      effective_from: draft.effectiveFrom,
      terms: draft.terms,
      version: baseVersion,
    });
    if (!parsed.success) {
      notify.error(messages.failedToSaveDealProgram + (parsed.error.issues[0]?.message ?? ''));
      return;
    }
    const result = await update({ id: record.id, body: parsed.data });
    if ('error' in result) {
      if (conflict.caught(result.error)) return;
      notify.error(messages.failedToSaveDealProgram + serverReasonOf(result.error));
      return;
    }
    setBaseVersion(result.data.version);
    notify.success(messages.dealProgramVersionSaved);
    await onSaved();
  };

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
          loading={updating.isLoading}
          onClick={() => void save()}
        >
          Save version
        </Button>
      )}
      {conflict.dialog}
    </Stack>
  );
}
