import {
  billNameError,
  defaultMonthlyUsage,
  messages,
  monthsInYear,
  usageError,
  type PowerBillWritePayload,
} from '@solar/shared';

/** What the form holds: usages as typed, so an emptied field can say 'Please enter usage'. */
export interface PowerBillFormValues {
  powerCompany: number | null;
  billName: string;
  billNotes: string;
  usages: string[];
}

export interface PowerBillFormErrors {
  powerCompany?: string;
  billName?: string;
  /** One entry per month, null when that month is valid. */
  usages: (string | null)[];
}

/** A new bill: no company, empty name and notes, every month at the spec's default 0. */
export function emptyPowerBillForm(): PowerBillFormValues {
  return {
    powerCompany: null,
    billName: '',
    billNotes: '',
    usages: Array.from({ length: monthsInYear }, () => String(defaultMonthlyUsage)),
  };
}

/** An existing bill's values; a month the server has no value for starts at the default 0. */
export function powerBillFormOf(
  bill: { power_company: { id: number }; bill_name: string; bill_notes: string },
  details: readonly { month: number; usage: number }[],
): PowerBillFormValues {
  const usages = emptyPowerBillForm().usages;
  for (const { month, usage } of details) {
    if (month >= 1 && month <= monthsInYear) usages[month - 1] = String(usage);
  }
  return {
    powerCompany: bill.power_company.id,
    billName: bill.bill_name,
    billNotes: bill.bill_notes,
    usages,
  };
}

/** The power bill form's rules (a power company, a bill name, each month's usage), with their messages. */
export function validatePowerBillForm(values: PowerBillFormValues): PowerBillFormErrors {
  const errors: PowerBillFormErrors = { usages: values.usages.map(usageError) };
  if (values.powerCompany === null) errors.powerCompany = messages.pleaseSelectPowerCompany;
  const nameError = billNameError(values.billName);
  if (nameError) errors.billName = nameError;
  return errors;
}

export function hasErrors(errors: PowerBillFormErrors): boolean {
  return (
    errors.powerCompany !== undefined ||
    errors.billName !== undefined ||
    errors.usages.some((error) => error !== null)
  );
}

/** The numbers the chart and total show: a month not yet a valid number counts as 0. */
export function usageNumbersOf(usages: readonly string[]): number[] {
  return usages.map((text) => (usageError(text) === null ? Number(text) : 0));
}

/** The POST/PUT body of a valid form: the bill and all 12 months, saved in one transaction. */
export function powerBillPayloadOf(
  dealId: number,
  values: PowerBillFormValues,
): PowerBillWritePayload {
  return {
    deal: dealId,
    power_company: values.powerCompany!,
    bill_name: values.billName.trim(),
    bill_notes: values.billNotes.trim(),
    details: values.usages.map((usage, index) => ({ month: index + 1, usage: Number(usage) })),
  };
}
