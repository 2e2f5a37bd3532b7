import { Input, Text } from '@chakra-ui/react';
import {
  FormDialog,
  FormField,
  formatCalendarDay,
  messages,
  millipercentOf,
  notify,
  serverReasonOf,
  taxRateCorrectionSchema,
  type TaxRateRecord,
} from '@solar/shared';
import { useState } from 'react';
import { useAdminCorrectTaxRateMutation } from '../api/tax-rates-endpoints';

interface TaxRateCorrectDialogProps {
  rate: TaxRateRecord;
  onClose: () => void;
}

/** Corrects the percentage or source of a rate no saved proposal was priced with. */
export function TaxRateCorrectDialog({ rate, onClose }: TaxRateCorrectDialogProps) {
  const [percent, setPercent] = useState(String(rate.rate_millipercent / 1000));
  const [source, setSource] = useState(rate.source);
  const [errors, setErrors] = useState<Partial<Record<'rate_millipercent' | 'source', string>>>({});
  const [correct, corrected] = useAdminCorrectTaxRateMutation();

  const submit = async () => {
    const parsed = taxRateCorrectionSchema.safeParse({
      rate_millipercent: millipercentOf(percent),
      source,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        next[issue.path[0] as keyof typeof errors] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const result = await correct({ id: rate.id, body: parsed.data });
    if ('error' in result) {
      notify.error(messages.failedToSaveTaxRate + serverReasonOf(result.error));
      return;
    }
    notify.success(messages.taxRateSaved);
    onClose();
  };

  return (
    <FormDialog
      title={`Correct ${rate.province} ${rate.name}`}
      submitLabel="Update"
      saving={corrected.isLoading}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        return submit();
      }}
    >
      <Text fontSize="sm">
        In force from {formatCalendarDay(rate.effective_from)}
        {rate.effective_to ? ` to ${formatCalendarDay(rate.effective_to)}` : ''}.
      </Text>
      <FormField label={`${rate.name} (%)`} required error={errors.rate_millipercent}>
        <Input
          inputMode="decimal"
          value={percent}
          onChange={(event) => setPercent(event.currentTarget.value)}
        />
      </FormField>
      <FormField label="Source" required error={errors.source}>
        <Input value={source} onChange={(event) => setSource(event.currentTarget.value)} />
      </FormField>
    </FormDialog>
  );
}
