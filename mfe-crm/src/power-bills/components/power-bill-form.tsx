import {
  Box,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import {
  type DealDetails,
  FormField,
  messages,
  notify,
  type PowerCompany,
  serverErrorTextOf,
  useVersionConflict,
} from '@solar/shared';
import { useMemo, useState, type FormEvent } from 'react';
import {
  useCrmCreatePowerBillMutation,
  useCrmUpdatePowerBillMutation,
} from '../api/power-bills-endpoints';
import {
  hasErrors,
  powerBillPayloadOf,
  usageNumbersOf,
  validatePowerBillForm,
  type PowerBillFormErrors,
  type PowerBillFormValues,
} from '../utils/power-bill-form';
import { MonthlyUsageInputs } from './monthly-usage-inputs';
import { PowerCompanySelect } from './power-company-select';
import { UsageBarChart } from './usage-bar-chart';

interface PowerBillFormProps {
  deal: DealDetails;
  /** The bill being edited; null when adding. */
  billId: number | null;
  /** The edited bill's version when the page loaded it. */
  version: number | null;
  /** Fetches the bill again (after a version conflict, when the user chooses Reload). */
  onReload: () => Promise<void>;
  initialValues: PowerBillFormValues;
  /** The companies of the deal's province. */
  companies: readonly PowerCompany[];
  /** The edited bill's company, offered even when it serves another province. */
  existingCompany: PowerCompany | null;
  companiesLoading: boolean;
  /** Back to the page that opened the bill (after a save, and on Cancel). */
  onDone: () => void;
}

const noErrors: PowerBillFormErrors = { usages: [] };

/** The Add/Edit Power Bill form: the deal (read-only), company, name, notes and 12 months. */
export function PowerBillForm({
  deal,
  billId,
  version,
  onReload,
  initialValues,
  companies,
  existingCompany,
  companiesLoading,
  onDone,
}: PowerBillFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<PowerBillFormErrors>(noErrors);
  const [submitted, setSubmitted] = useState(false);
  const [createBill, creation] = useCrmCreatePowerBillMutation();
  const [updateBill, update] = useCrmUpdatePowerBillMutation();
  const saving = creation.isLoading || update.isLoading;
  const conflict = useVersionConflict(onReload);

  const options = useMemo(
    () =>
      existingCompany && !companies.some((company) => company.id === existingCompany.id)
        ? [existingCompany, ...companies]
        : companies,
    [companies, existingCompany],
  );
  const usageNumbers = useMemo(() => usageNumbersOf(values.usages), [values.usages]);

  const change = (next: PowerBillFormValues) => {
    setValues(next);
    // After the first submit, messages follow the fields as they are corrected.
    if (submitted) setErrors(validatePowerBillForm(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validatePowerBillForm(values);
    setErrors(found);
    if (hasErrors(found)) {
      notify.error(messages.correctFormErrors, { id: messages.correctFormErrors });
      return;
    }
    const payload = powerBillPayloadOf(deal.id, values);
    const result =
      billId === null
        ? await createBill(payload)
        : await updateBill({ id: billId, payload: { ...payload, version: version ?? 1 } });
    if ('error' in result) {
      if (conflict.caught(result.error)) return;
      const prefix =
        billId === null ? messages.failedToCreatePowerBill : messages.failedToUpdatePowerBill;
      notify.error(`${prefix}${serverErrorTextOf(result.error) ?? messages.genericError}`);
      return;
    }
    notify.success(billId === null ? messages.powerBillCreated : messages.powerBillUpdated);
    onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Power bill">
      <Stack gap="6">
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Deal
            </Heading>
          </Card.Header>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <ReadOnlyField label="Deal Name" value={deal.name} />
              <ReadOnlyField label="Address" value={deal.address.address} />
              <ReadOnlyField label="Province" value={deal.address.province_name} />
            </SimpleGrid>
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Bill
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <PowerCompanySelect
                  options={options}
                  value={values.powerCompany}
                  onChange={(powerCompany) => change({ ...values, powerCompany })}
                  loading={companiesLoading}
                  errorText={errors.powerCompany}
                />
                <FormField label="Bill Name" required error={errors.billName}>
                  <Input
                    value={values.billName}
                    onChange={(event) => change({ ...values, billName: event.currentTarget.value })}
                  />
                </FormField>
              </SimpleGrid>
              <FormField label="Bill Notes">
                <Textarea
                  rows={2}
                  value={values.billNotes}
                  onChange={(event) => change({ ...values, billNotes: event.currentTarget.value })}
                />
              </FormField>
            </Stack>
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Monthly Usage (kWh)
            </Heading>
          </Card.Header>
          <Card.Body>
            <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6">
              <MonthlyUsageInputs
                usages={values.usages}
                errors={errors.usages}
                onChange={(index, text) =>
                  change({
                    ...values,
                    usages: values.usages.map((usage, at) => (at === index ? text : usage)),
                  })
                }
              />
              <Box>
                <UsageBarChart usages={usageNumbers} />
              </Box>
            </Grid>
          </Card.Body>
        </Card.Root>

        <HStack justify="flex-end">
          <Button variant="outline" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="blue" loading={saving}>
            {billId === null ? 'Create' : 'Update'}
          </Button>
        </HStack>
      </Stack>
      {conflict.dialog}
    </form>
  );
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <FormField label={label} readOnly>
      <Input value={value === '' ? '-' : value} readOnly variant="subtle" />
    </FormField>
  );
}
