import {
  batteryDefaults,
  batteryInputsSchema,
  monthlyProductionPermille,
  rateInForce,
  type BatteryInputs,
  type SavingsContext,
  type UtilityRateRecord,
} from '@solar/shared';

/** The page's values as typed. */
export interface BatteryForm {
  monthlyUsageKwh: string[];
  yearlyProductionKwh: string;
  latitude: string;
  rateId: string;
  usableKwh: string;
  powerKw: string;
  roundTripEfficiencyPercent: string;
  reservePercent: string;
  essentialLoadKw: string;
}

export type BatteryFormErrors = Partial<
  Record<Exclude<keyof BatteryForm, 'monthlyUsageKwh'>, string>
> & {
  months?: (string | undefined)[];
};

/** An empty home with the common battery: what the page shows before a deal is picked. */
export function defaultBatteryForm(): BatteryForm {
  return {
    monthlyUsageKwh: new Array<string>(12).fill(''),
    yearlyProductionKwh: '',
    latitude: String(batteryDefaults.latitude),
    rateId: '',
    usableKwh: String(batteryDefaults.usableKwh),
    powerKw: String(batteryDefaults.powerKw),
    roundTripEfficiencyPercent: String(batteryDefaults.roundTripEfficiencyPercent),
    reservePercent: String(batteryDefaults.reservePercent),
    essentialLoadKw: String(batteryDefaults.essentialLoadKw),
  };
}

/** The rate in force today among a company's rates (latest effective date not after today). */
export function currentRateOf(
  rates: readonly UtilityRateRecord[],
  today: string,
): UtilityRateRecord | null {
  return rateInForce(rates, today) ?? null;
}

/**
 * The form after picking a deal: its bill's 12 months, its latest proposal's production, its
 * location's latitude and its company's current rate; what the deal lacks keeps the form's value.
 */
export function formFromContext(
  form: BatteryForm,
  context: SavingsContext,
  today: string,
): BatteryForm {
  const rate = currentRateOf(context.utility_rates, today);
  return {
    ...form,
    monthlyUsageKwh: context.monthly_usage?.map(String) ?? form.monthlyUsageKwh,
    yearlyProductionKwh: context.latest_proposal
      ? String(context.latest_proposal.production_hundredths_kwh / 100)
      : form.yearlyProductionKwh,
    latitude: context.latitude === null ? form.latitude : String(context.latitude),
    rateId: rate ? String(rate.id) : form.rateId,
  };
}

/** The checked values, or each field's message. */
export function parseBatteryForm(
  form: BatteryForm,
): { inputs: BatteryInputs; errors: null } | { inputs: null; errors: BatteryFormErrors } {
  // An empty box is a missing value, not 0.
  const given = (text: string) => (text.trim() === '' ? undefined : text);
  const parsed = batteryInputsSchema.safeParse({
    monthlyUsageKwh: form.monthlyUsageKwh.map(given),
    yearlyProductionKwh: given(form.yearlyProductionKwh),
    latitude: given(form.latitude),
    rateId: given(form.rateId),
    usableKwh: given(form.usableKwh),
    powerKw: given(form.powerKw),
    roundTripEfficiencyPercent: given(form.roundTripEfficiencyPercent),
    reservePercent: given(form.reservePercent),
    essentialLoadKw: given(form.essentialLoadKw),
  });
  if (parsed.success) return { inputs: parsed.data, errors: null };
  const errors: BatteryFormErrors = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field === 'monthlyUsageKwh' && typeof index === 'number') {
      errors.months ??= new Array<string | undefined>(12).fill(undefined);
      errors.months[index] ??= issue.message;
    } else if (typeof field === 'string' && field !== 'monthlyUsageKwh') {
      const key = field as Exclude<keyof BatteryForm, 'monthlyUsageKwh'>;
      errors[key] ??= issue.message;
    }
  }
  return { inputs: null, errors };
}

/**
 * The year's production spread over the months (kWh): by the location estimate's months when the
 * deal's place is known (its sunshine, month by month), else as the presenter's drawing spreads it.
 */
export function monthlyProductionOf(
  yearlyKwh: number,
  monthlyYieldKwhPerKw?: readonly number[] | null,
): number[] {
  const total = monthlyYieldKwhPerKw?.reduce((sum, value) => sum + value, 0) ?? 0;
  if (monthlyYieldKwhPerKw && total > 0) {
    return monthlyYieldKwhPerKw.map((value) => (yearlyKwh * value) / total);
  }
  return monthlyProductionPermille.map((permille) => (yearlyKwh * permille) / 1000);
}

/**
 * The messages to show: a box left empty is not flagged (the results say values are missing), a
 * box holding a value out of range is, and so is the rate once usage has been entered.
 */
export function shownErrorsOf(
  form: BatteryForm,
  errors: BatteryFormErrors | null,
): BatteryFormErrors {
  if (!errors) return {};
  const filled = (text: string) => text.trim() !== '';
  const shown: BatteryFormErrors = {};
  const usageEntered = form.monthlyUsageKwh.some(filled);
  for (const key of Object.keys(errors) as (keyof BatteryFormErrors)[]) {
    if (key === 'months') {
      shown.months = errors.months?.map((message, index) =>
        filled(form.monthlyUsageKwh[index] ?? '') || usageEntered ? message : undefined,
      );
    } else if (key === 'rateId') {
      if (usageEntered) shown.rateId = errors.rateId;
    } else if (filled(form[key])) {
      shown[key] = errors[key];
    }
  }
  return shown;
}
