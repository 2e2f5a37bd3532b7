import {
  Box,
  Button,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  FormField,
  installationTypeLabels,
  installationTypes,
  panelSizes,
  paymentPlanRules,
  termsWithPaymentLines,
  type InstallationType,
  type PanelSize,
  type PaymentPlanLine,
  type PriceIndex,
  type ProgramPaymentPlan,
  type ProgramTerms,
  type Rebate,
} from '@solar/shared';
import type { ReactNode } from 'react';

interface VersionTermsEditorProps {
  terms: ProgramTerms;
  /** A used version, or a caller who is not an administrator: everything shows, nothing changes. */
  readOnly: boolean;
  onChange: (terms: ProgramTerms) => void;
}

const ruleLabels: Record<PaymentPlanLine['rule'], string> = {
  fixed: 'Fixed amount',
  'permit-fee': 'Permit fee',
  'percent-with-tax': '% of pre-tax cost, plus tax',
  'down-payment': 'Down payment',
  monthly: 'Monthly over the term',
};

const dollars = (cents: number | null) => (cents === null ? '' : String(cents / 100));
const centsOf = (text: string) => Math.round(Number(text) * 100);
const centsOrNull = (text: string) => (text.trim() === '' ? null : centsOf(text));
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const replaceAt = <T,>(list: readonly T[], index: number, next: T) =>
  list.map((entry, at) => (at === index ? next : entry));
const removeAt = <T,>(list: readonly T[], index: number) => list.filter((_, at) => at !== index);

/** How each kind of value is typed: money in cents shown as dollars, decimals, whole numbers, days. */
const inputKinds = {
  text: {},
  money: { type: 'number', step: '0.01' },
  decimal: { type: 'number', step: 'any' },
  integer: { type: 'number' },
  date: { type: 'date' },
} as const;

/** One value of the terms: `field` reads it as the input's text and turns the text back into it. */
interface TermField<Row> {
  label: string;
  kind: keyof typeof inputKinds;
  text: (row: Row) => string | number;
  patch: (text: string) => Partial<Row>;
  helperText?: string;
}

function TermInput({
  kind,
  value,
  onValue,
  readOnly,
  label,
}: {
  kind: keyof typeof inputKinds;
  value: string | number;
  onValue: (text: string) => void;
  readOnly: boolean;
  label?: string;
}) {
  return (
    <Input
      size="sm"
      {...inputKinds[kind]}
      readOnly={readOnly}
      aria-label={label}
      value={value}
      onChange={(event) => onValue(event.currentTarget.value)}
    />
  );
}

/** The fields of one row as labelled inputs, for the rebates and the plan's settings. */
function TermFields<Row>({
  fields,
  row,
  readOnly,
  onPatch,
}: {
  fields: readonly TermField<Row>[];
  row: Row;
  readOnly: boolean;
  onPatch: (patch: Partial<Row>) => void;
}) {
  return fields.map((field) => (
    <FormField key={field.label} label={field.label} helperText={field.helperText}>
      <TermInput
        kind={field.kind}
        readOnly={readOnly}
        value={field.text(row)}
        onValue={(text) => onPatch(field.patch(text))}
      />
    </FormField>
  ));
}

const dated = {
  from: {
    label: 'Effective from',
    kind: 'date',
    text: (row: { effective_from: string }) => row.effective_from,
    patch: (text: string) => ({ effective_from: text }),
  },
  until: {
    label: 'Until',
    kind: 'date',
    text: (row: { effective_to: string | null }) => row.effective_to ?? '',
    patch: (text: string) => ({ effective_to: text || null }),
  },
} as const;

/** The typed columns of a price index, after its panel size and installation type. */
const priceIndexFields: readonly (TermField<PriceIndex> & { column: string })[] = [
  {
    column: 'From kW',
    label: 'From kW',
    kind: 'decimal',
    text: (row) => row.min_kw ?? '',
    patch: (text) => ({ min_kw: numberOrNull(text) }),
  },
  {
    column: 'To kW',
    label: 'To kW',
    kind: 'decimal',
    text: (row) => row.max_kw ?? '',
    patch: (text) => ({ max_kw: numberOrNull(text) }),
  },
  {
    column: '$/W DC',
    label: 'Price per watt',
    kind: 'money',
    text: (row) => dollars(row.cents_per_watt),
    patch: (text) => ({ cents_per_watt: centsOf(text) }),
  },
  { column: 'Effective from', ...dated.from },
  { column: 'Until', ...dated.until },
];

const rebateFields: readonly TermField<Rebate>[] = [
  {
    label: 'Display name',
    kind: 'text',
    text: (row) => row.display_name,
    patch: (text) => ({ display_name: text }),
  },
  {
    label: '$ per watt',
    kind: 'money',
    text: (row) => dollars(row.cents_per_watt),
    patch: (text) => ({ cents_per_watt: centsOf(text) }),
  },
  {
    label: 'Cap ($)',
    kind: 'money',
    text: (row) => dollars(row.cap_cents),
    patch: (text) => ({ cap_cents: centsOrNull(text) }),
  },
  {
    label: 'Provinces',
    helperText: 'Codes, comma-separated; empty: all',
    kind: 'text',
    text: (row) => row.provinces.join(', '),
    patch: (text) => ({
      provinces: text
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    }),
  },
  dated.from,
  dated.until,
];

const planFields: readonly TermField<ProgramPaymentPlan>[] = [
  {
    label: 'Terms offered (years)',
    helperText: 'Comma-separated, e.g. 10, 15',
    kind: 'text',
    text: (plan) => plan.term_options.join(', '),
    patch: (text) => ({
      term_options: text
        .split(',')
        .map((term) => Number(term.trim()))
        .filter((term) => Number.isInteger(term) && term > 0),
    }),
  },
  {
    label: 'Default term (years)',
    kind: 'integer',
    text: (plan) => plan.default_term ?? '',
    patch: (text) => ({ default_term: numberOrNull(text) }),
  },
  {
    label: 'Annual interest rate (%)',
    helperText: '0 %: equal monthly payments',
    kind: 'decimal',
    text: (plan) => plan.annual_rate_percent,
    patch: (text) => ({ annual_rate_percent: Number(text) }),
  },
  {
    label: 'Dealer fee (%)',
    kind: 'decimal',
    text: (plan) => plan.dealer_fee_percent,
    patch: (text) => ({ dealer_fee_percent: Number(text) }),
  },
  {
    label: 'Maximum financed ($)',
    helperText: 'Empty: no maximum',
    kind: 'money',
    text: (plan) => dollars(plan.max_amount_cents),
    patch: (text) => ({ max_amount_cents: centsOrNull(text) }),
  },
];

function lineWithRule(line: PaymentPlanLine, rule: PaymentPlanLine['rule']): PaymentPlanLine {
  switch (rule) {
    case 'fixed':
    case 'down-payment':
      return { label: line.label, rule, cents: 'cents' in line ? line.cents : 0 };
    case 'percent-with-tax':
      return { label: line.label, rule, percent: 'percent' in line ? line.percent : 0 };
    default:
      return { label: line.label, rule };
  }
}

/** A native select of a table cell or a form field. */
function Choice<T extends string | number>({
  value,
  options,
  readOnly,
  label,
  onValue,
}: {
  value: T;
  options: readonly { value: T; label: string }[];
  readOnly: boolean;
  label?: string;
  onValue: (text: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm" disabled={readOnly}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} as="h2" size="md" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A version's price indices, rebates, permit fee and payment plan, as tables of inputs. */
export function VersionTermsEditor({ terms, readOnly, onChange }: VersionTermsEditorProps) {
  const plan = terms.payment_plan;
  const setPlan = (next: Partial<ProgramPaymentPlan>) =>
    onChange({ ...terms, payment_plan: { ...plan, ...next } });
  // The proposal design names the lines it hides by label, so it follows the plan's lines.
  const setLines = (lines: readonly PaymentPlanLine[]) =>
    onChange(termsWithPaymentLines(terms, lines));
  const today = new Date().toISOString().slice(0, 10);
  const addButton = (label: string, add: () => void) =>
    readOnly ? null : (
      <Button alignSelf="flex-start" mt="2" size="sm" variant="outline" onClick={add}>
        {label}
      </Button>
    );

  return (
    <Stack gap="6">
      <Section id="price-indices" title="Price indices">
        <Text fontSize="sm" color="fg.muted" mb="2">
          Price per watt DC by panel size and installation type; a size band (kW) narrows a price to
          systems in it.
        </Text>
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Price indices">
            <Table.Header>
              <Table.Row>
                {['Panel', 'Installation', ...priceIndexFields.map((field) => field.column)].map(
                  (column) => (
                    <Table.ColumnHeader key={column} px="1">
                      {column}
                    </Table.ColumnHeader>
                  ),
                )}
                <Table.ColumnHeader px="1">
                  <Text srOnly>Remove</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {terms.price_indices.map((row, index) => {
                const set = (next: Partial<PriceIndex>) =>
                  onChange({
                    ...terms,
                    price_indices: replaceAt(terms.price_indices, index, { ...row, ...next }),
                  });
                const name = `price ${index + 1}`;
                return (
                  <Table.Row key={index}>
                    <Table.Cell px="1" minW="24" aria-label="Panel">
                      <Choice
                        label={`Panel size of ${name}`}
                        readOnly={readOnly}
                        value={row.panel_size}
                        options={panelSizes.map((size) => ({ value: size, label: `${size}W` }))}
                        onValue={(text) => set({ panel_size: Number(text) as PanelSize })}
                      />
                    </Table.Cell>
                    <Table.Cell px="1" minW="24" aria-label="Installation">
                      <Choice
                        label={`Installation type of ${name}`}
                        readOnly={readOnly}
                        value={row.installation_type}
                        options={installationTypes.map((type) => ({
                          value: type,
                          label: installationTypeLabels[type],
                        }))}
                        onValue={(text) => set({ installation_type: text as InstallationType })}
                      />
                    </Table.Cell>
                    {priceIndexFields.map((field) => (
                      <Table.Cell key={field.column} px="1" minW="24" aria-label={field.column}>
                        <TermInput
                          kind={field.kind}
                          readOnly={readOnly}
                          label={`${field.label} of ${name}`}
                          value={field.text(row)}
                          onValue={(text) => set(field.patch(text))}
                        />
                      </Table.Cell>
                    ))}
                    <Table.Cell px="1">
                      {readOnly ? null : (
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={`Remove ${name}`}
                          onClick={() =>
                            onChange({
                              ...terms,
                              price_indices: removeAt(terms.price_indices, index),
                            })
                          }
                        >
                          Remove
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
        {addButton('Add price', () =>
          onChange({
            ...terms,
            price_indices: [
              ...terms.price_indices,
              {
                panel_size: 405,
                installation_type: 'rooftop',
                min_kw: null,
                max_kw: null,
                cents_per_watt: 0,
                effective_from: today,
                effective_to: null,
              },
            ],
          }),
        )}
      </Section>

      <Section id="rebates" title="Rebates">
        <Stack gap="3">
          {terms.rebates.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No rebates: add one when an incentive applies to this program.
            </Text>
          ) : null}
          {terms.rebates.map((rebate, index) => (
            <SimpleGrid
              key={index}
              columns={{ base: 1, sm: 2, lg: 6 }}
              gap="2"
              borderWidth="1px"
              borderRadius="md"
              p="3"
              role="group"
              aria-label={`Rebate ${index + 1}`}
            >
              <TermFields
                fields={rebateFields}
                row={rebate}
                readOnly={readOnly}
                onPatch={(next) =>
                  onChange({
                    ...terms,
                    rebates: replaceAt(terms.rebates, index, { ...rebate, ...next }),
                  })
                }
              />
            </SimpleGrid>
          ))}
          {addButton('Add rebate', () =>
            onChange({
              ...terms,
              rebates: [
                ...terms.rebates,
                {
                  display_name: 'Rebate',
                  cents_per_watt: 0,
                  cap_cents: null,
                  provinces: [],
                  effective_from: today,
                  effective_to: null,
                },
              ],
            }),
          )}
        </Stack>
      </Section>

      <Section id="plan" title="Payment plan">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" mb="3">
          <FormField label="Permit and connection fees ($)">
            <TermInput
              kind="money"
              readOnly={readOnly}
              value={dollars(terms.permit_fee_cents)}
              onValue={(text) => onChange({ ...terms, permit_fee_cents: centsOf(text) })}
            />
          </FormField>
          <TermFields fields={planFields} row={plan} readOnly={readOnly} onPatch={setPlan} />
        </SimpleGrid>
        <Stack gap="2" role="group" aria-label="Payment lines">
          {plan.lines.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No payment lines: the customer document shows none for this program.
            </Text>
          ) : null}
          {plan.lines.map((line, index) => {
            const set = (next: PaymentPlanLine) => setLines(replaceAt(plan.lines, index, next));
            return (
              <SimpleGrid key={index} columns={{ base: 1, sm: 4 }} gap="2" alignItems="end">
                <FormField label={`Line ${index + 1}`}>
                  <TermInput
                    kind="text"
                    readOnly={readOnly}
                    value={line.label}
                    onValue={(text) => set({ ...line, label: text })}
                  />
                </FormField>
                <FormField label="Rule">
                  <Choice
                    readOnly={readOnly}
                    value={line.rule}
                    options={paymentPlanRules.map((rule) => ({
                      value: rule,
                      label: ruleLabels[rule],
                    }))}
                    onValue={(text) => set(lineWithRule(line, text as PaymentPlanLine['rule']))}
                  />
                </FormField>
                {'cents' in line ? (
                  <FormField label="Amount ($)">
                    <TermInput
                      kind="money"
                      readOnly={readOnly}
                      value={dollars(line.cents)}
                      onValue={(text) => set({ ...line, cents: centsOf(text) })}
                    />
                  </FormField>
                ) : 'percent' in line ? (
                  <FormField label="Share (%)">
                    <TermInput
                      kind="decimal"
                      readOnly={readOnly}
                      value={line.percent}
                      onValue={(text) => set({ ...line, percent: Number(text) })}
                    />
                  </FormField>
                ) : (
                  <Box />
                )}
                {readOnly ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove line ${index + 1}`}
                    onClick={() => setLines(removeAt(plan.lines, index))}
                  >
                    Remove
                  </Button>
                )}
              </SimpleGrid>
            );
          })}
          {addButton('Add payment line', () =>
            setLines([
              ...plan.lines,
              { label: `PMT ${plan.lines.length + 1}`, rule: 'fixed', cents: 0 },
            ]),
          )}
        </Stack>
      </Section>
    </Stack>
  );
}
