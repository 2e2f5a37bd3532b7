import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { fetchApiFile, FormField, messages, notify, saveFile, useAppStore } from '@solar/shared';
import { useState } from 'react';
import { useCrmContractTemplatesQuery } from '../api/contract-templates-endpoints';

/** Picks a Contract template and downloads it filled with the deal as a PDF. */
export function GenerateContractButton({ dealId, dealName }: { dealId: number; dealName: string }) {
  const store = useAppStore();
  const templates = useCrmContractTemplatesQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  const [generating, setGenerating] = useState(false);
  const rows = templates.data ?? [];
  // The first template is the default, so one click suffices when there is only one.
  const templateId = chosen ?? rows[0]?.id ?? null;

  const generate = async () => {
    if (templateId === null) return;
    setGenerating(true);
    const file = await fetchApiFile(store, `/api/templates/${templateId}/pdf/?deal_id=${dealId}`);
    setGenerating(false);
    if (file) saveFile(file, `${dealName} contract.pdf`);
    else notify.error(messages.failedToDownloadPdf);
  };

  return (
    <HStack align="end">
      <FormField label="Contract template" hideLabel width="auto">
        <NativeSelect.Root size="sm" width="48" disabled={rows.length === 0}>
          <NativeSelect.Field
            value={templateId === null ? '' : String(templateId)}
            onChange={(event) => setChosen(Number(event.currentTarget.value))}
          >
            {rows.length === 0 ? <option value="">No contract templates</option> : null}
            {rows.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Button
        size="sm"
        onClick={() => void generate()}
        disabled={templateId === null}
        loading={generating}
      >
        Generate contract
      </Button>
    </HStack>
  );
}
