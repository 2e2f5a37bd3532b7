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
  type PaymentPlanLine,
  type ProgramTerms,
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
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Cell px="1" minW="24" aria-label={label}>
      {children}
    </Table.Cell>
  );
}

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

/** A version's price indices, rebates, permit fee and payment plan, as tables of inputs. */
export function VersionTermsEditor({ terms, readOnly, onChange }: VersionTermsEditorProps) {
  const plan = terms.payment_plan;
  const setPlan = (next: Partial<ProgramTerms['payment_plan']>) =>
    onChange({ ...terms, payment_plan: { ...plan, ...next } });
  const today = new Date().toISOString().slice(0, 10);

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="price-indices-heading">
        <Heading id="price-indices-heading" as="h2" size="md" mb="2">
          Price indices
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="2">
          Price per watt DC by panel size and installation type; a size band (kW) narrows a price to
          systems in it.
        </Text>
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Price indices">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader px="1">Panel</Table.ColumnHeader>
                <Table.ColumnHeader px="1">Installation</Table.ColumnHeader>
                <Table.ColumnHeader px="1">From kW</Table.ColumnHeader>
                <Table.ColumnHeader px="1">To kW</Table.ColumnHeader>
                <Table.ColumnHeader px="1">$/W DC</Table.ColumnHeader>
                <Table.ColumnHeader px="1">Effective from</Table.ColumnHeader>
                <Table.ColumnHeader px="1">Until</Table.ColumnHeader>
                <Table.ColumnHeader px="1">
                  <Text srOnly>Remove</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {terms.price_indices.map((row, index) => {
                const set = (next: Partial<typeof row>) =>
                  onChange({
                    ...terms,
                    price_indices: terms.price_indices.map((entry, at) =>
                      at === index ? { ...entry, ...next } : entry,
                    ),
                  });
                const name = `price ${index + 1}`;
                return (
                  <Table.Row key={index}>
                    <Cell label="Panel">
                      <NativeSelect.Root size="sm" disabled={readOnly}>
                        <NativeSelect.Field
                          aria-label={`Panel size of ${name}`}
                          value={row.panel_size}
                          onChange={(event) =>
                            set({ panel_size: Number(event.currentTarget.value) as 405 | 440 })
                          }
                        >
                          {panelSizes.map((size) => (
                            <option key={size} value={size}>
                              {size}W
                            </option>
                          ))}
                        </NativeSelect.Field>
                      </NativeSelect.Root>
                    </Cell>
                    <Cell label="Installation">
                      <NativeSelect.Root size="sm" disabled={readOnly}>
                        <NativeSelect.Field
                          aria-label={`Installation type of ${name}`}
                          value={row.installation_type}
                          onChange={(event) =>
                            set({
                              installation_type: event.currentTarget
                                .value as (typeof installationTypes)[number],
                            })
                          }
                        >
                          {installationTypes.map((type) => (
                            <option key={type} value={type}>
                              {installationTypeLabels[type]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                      </NativeSelect.Root>
                    </Cell>
                    <Cell label="From kW">
                      <Input
                        size="sm"
                        type="number"
                        step="any"
                        readOnly={readOnly}
                        aria-label={`From kW of ${name}`}
                        value={row.min_kw ?? ''}
                        onChange={(event) =>
                          set({ min_kw: numberOrNull(event.currentTarget.value) })
                        }
                      />
                    </Cell>
                    <Cell label="To kW">
                      <Input
                        size="sm"
                        type="number"
                        step="any"
                        readOnly={readOnly}
                        aria-label={`To kW of ${name}`}
                        value={row.max_kw ?? ''}
                        onChange={(event) =>
                          set({ max_kw: numberOrNull(event.currentTarget.value) })
                        }
                      />
                    </Cell>
                    <Cell label="$/W DC">
                      <Input
                        size="sm"
                        type="number"
                        step="0.01"
                        readOnly={readOnly}
                        aria-label={`Price per watt of ${name}`}
                        value={dollars(row.cents_per_watt)}
                        onChange={(event) =>
                          set({ cents_per_watt: centsOf(event.currentTarget.value) })
                        }
                      />
                    </Cell>
                    <Cell label="Effective from">
                      <Input
                        size="sm"
                        type="date"
                        readOnly={readOnly}
                        aria-label={`Effective from of ${name}`}
                        value={row.effective_from}
                        onChange={(event) => set({ effective_from: event.currentTarget.value })}
                      />
                    </Cell>
                    <Cell label="Until">
                      <Input
                        size="sm"
                        type="date"
                        readOnly={readOnly}
                        aria-label={`Until of ${name}`}
                        value={row.effective_to ?? ''}
                        onChange={(event) =>
                          set({ effective_to: event.currentTarget.value || null })
                        }
                      />
                    </Cell>
                    <Table.Cell px="1">
                      {readOnly ? null : (
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={`Remove ${name}`}
                          onClick={() =>
                            onChange({
                              ...terms,
                              price_indices: terms.price_indices.filter((_, at) => at !== index),
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
        {readOnly ? null : (
          <Button
            mt="2"
            size="sm"
            variant="outline"
            onClick={() =>
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
              })
            }
          >
            Add price
          </Button>
        )}
      </Box>

      <Box as="section" aria-labelledby="rebates-heading">
        <Heading id="rebates-heading" as="h2" size="md" mb="2">
          Rebates
        </Heading>
        <Stack gap="3">
          {terms.rebates.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No rebates: add one when an incentive applies to this program.
            </Text>
          ) : null}
          {terms.rebates.map((rebate, index) => {
            const set = (next: Partial<typeof rebate>) =>
              onChange({
                ...terms,
                rebates: terms.rebates.map((entry, at) =>
                  at === index ? { ...entry, ...next } : entry,
                ),
              });
            return (
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
                <FormField label="Display name">
                  <Input
                    size="sm"
                    readOnly={readOnly}
                    value={rebate.display_name}
                    onChange={(event) => set({ display_name: event.currentTarget.value })}
                  />
                </FormField>
                <FormField label="$ per watt">
                  <Input
                    size="sm"
                    type="number"
                    step="0.01"
                    readOnly={readOnly}
                    value={dollars(rebate.cents_per_watt)}
                    onChange={(event) =>
                      set({ cents_per_watt: centsOf(event.currentTarget.value) })
                    }
                  />
                </FormField>
                <FormField label="Cap ($)">
                  <Input
                    size="sm"
                    type="number"
                    step="0.01"
                    readOnly={readOnly}
                    value={dollars(rebate.cap_cents)}
                    onChange={(event) =>
                      set({
                        cap_cents:
                          event.currentTarget.value === ''
                            ? null
                            : centsOf(event.currentTarget.value),
                      })
                    }
                  />
                </FormField>
                <FormField label="Provinces" helperText="Codes, comma-separated; empty: all">
                  <Input
                    size="sm"
                    readOnly={readOnly}
                    value={rebate.provinces.join(', ')}
                    onChange={(event) =>
                      set({
                        provinces: event.currentTarget.value
                          .split(',')
                          .map((code) => code.trim().toUpperCase())
                          .filter(Boolean),
                      })
                    }
                  />
                </FormField>
                <FormField label="Effective from">
                  <Input
                    size="sm"
                    type="date"
                    readOnly={readOnly}
                    value={rebate.effective_from}
                    onChange={(event) => set({ effective_from: event.currentTarget.value })}
                  />
                </FormField>
                <FormField label="Until">
                  <Input
                    size="sm"
                    type="date"
                    readOnly={readOnly}
                    value={rebate.effective_to ?? ''}
                    onChange={(event) => set({ effective_to: event.currentTarget.value || null })}
                  />
                </FormField>
              </SimpleGrid>
            );
          })}
          {readOnly ? null : (
            <Button
              alignSelf="flex-start"
              size="sm"
              variant="outline"
              onClick={() =>
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
                })
              }
            >
              Add rebate
            </Button>
          )}
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="plan-heading">
        <Heading id="plan-heading" as="h2" size="md" mb="2">
          Payment plan
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" mb="3">
          <FormField label="Permit and connection fees ($)">
            <Input
              size="sm"
              type="number"
              step="0.01"
              readOnly={readOnly}
              value={dollars(terms.permit_fee_cents)}
              onChange={(event) =>
                onChange({ ...terms, permit_fee_cents: centsOf(event.currentTarget.value) })
              }
            />
          </FormField>
          <FormField label="Terms offered (years)" helperText="Comma-separated, e.g. 10, 15">
            <Input
              size="sm"
              readOnly={readOnly}
              value={plan.term_options.join(', ')}
              onChange={(event) =>
                setPlan({
                  term_options: event.currentTarget.value
                    .split(',')
                    .map((text) => Number(text.trim()))
                    .filter((term) => Number.isInteger(term) && term > 0),
                })
              }
            />
          </FormField>
          <FormField label="Default term (years)">
            <Input
              size="sm"
              type="number"
              readOnly={readOnly}
              value={plan.default_term ?? ''}
              onChange={(event) =>
                setPlan({ default_term: numberOrNull(event.currentTarget.value) })
              }
            />
          </FormField>
          <FormField label="Annual interest rate (%)" helperText="0 %: equal monthly payments">
            <Input
              size="sm"
              type="number"
              step="any"
              readOnly={readOnly}
              value={plan.annual_rate_percent}
              onChange={(event) =>
                setPlan({ annual_rate_percent: Number(event.currentTarget.value) })
              }
            />
          </FormField>
          <FormField label="Dealer fee (%)">
            <Input
              size="sm"
              type="number"
              step="any"
              readOnly={readOnly}
              value={plan.dealer_fee_percent}
              onChange={(event) =>
                setPlan({ dealer_fee_percent: Number(event.currentTarget.value) })
              }
            />
          </FormField>
          <FormField label="Maximum financed ($)" helperText="Empty: no maximum">
            <Input
              size="sm"
              type="number"
              step="0.01"
              readOnly={readOnly}
              value={dollars(plan.max_amount_cents)}
              onChange={(event) =>
                setPlan({
                  max_amount_cents:
                    event.currentTarget.value === '' ? null : centsOf(event.currentTarget.value),
                })
              }
            />
          </FormField>
        </SimpleGrid>
        <Stack gap="2" role="group" aria-label="Payment lines">
          {plan.lines.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No payment lines: the customer document shows none for this program.
            </Text>
          ) : null}
          {plan.lines.map((line, index) => {
            const set = (next: PaymentPlanLine) =>
              setPlan({ lines: plan.lines.map((entry, at) => (at === index ? next : entry)) });
            return (
              <SimpleGrid key={index} columns={{ base: 1, sm: 4 }} gap="2" alignItems="end">
                <FormField label={`Line ${index + 1}`}>
                  <Input
                    size="sm"
                    readOnly={readOnly}
                    value={line.label}
                    onChange={(event) => set({ ...line, label: event.currentTarget.value })}
                  />
                </FormField>
                <FormField label="Rule">
                  <NativeSelect.Root size="sm" disabled={readOnly}>
                    <NativeSelect.Field
                      value={line.rule}
                      onChange={(event) =>
                        set(
                          lineWithRule(line, event.currentTarget.value as PaymentPlanLine['rule']),
                        )
                      }
                    >
                      {paymentPlanRules.map((rule) => (
                        <option key={rule} value={rule}>
                          {ruleLabels[rule]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                  </NativeSelect.Root>
                </FormField>
                {'cents' in line ? (
                  <FormField label="Amount ($)">
                    <Input
                      size="sm"
                      type="number"
                      step="0.01"
                      readOnly={readOnly}
                      value={dollars(line.cents)}
                      onChange={(event) =>
                        set({ ...line, cents: centsOf(event.currentTarget.value) })
                      }
                    />
                  </FormField>
                ) : 'percent' in line ? (
                  <FormField label="Share (%)">
                    <Input
                      size="sm"
                      type="number"
                      step="any"
                      readOnly={readOnly}
                      value={line.percent}
                      onChange={(event) =>
                        set({ ...line, percent: Number(event.currentTarget.value) })
                      }
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
                    onClick={() => setPlan({ lines: plan.lines.filter((_, at) => at !== index) })}
                  >
                    Remove
                  </Button>
                )}
              </SimpleGrid>
            );
          })}
          {readOnly ? null : (
            <Button
              alignSelf="flex-start"
              size="sm"
              variant="outline"
              onClick={() =>
                setPlan({
                  lines: [
                    ...plan.lines,
                    { label: `PMT ${plan.lines.length + 1}`, rule: 'fixed', cents: 0 },
                  ],
                })
              }
            >
              Add payment line
            </Button>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
