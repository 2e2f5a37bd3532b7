import { z } from 'zod';
import { messages } from '../messages';

const numberIn = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, { error: message });

/**
 * The battery simulation page's values, as typed (text) and checked: the ranges keep the
 * simulation meaningful (a latitude past the polar circles has months without sunrise, where a
 * month's production could not be placed).
 */
export const batteryInputsSchema = z.object({
  monthlyUsageKwh: z.array(numberIn(0, 100_000, messages.batteryUsageRange)).length(12),
  yearlyProductionKwh: numberIn(0, 1_000_000, messages.batteryProductionRange),
  latitude: numberIn(-66, 66, messages.batteryLatitudeRange),
  rateId: z.coerce.number({ error: messages.batteryRateRequired }).int().positive({
    error: messages.batteryRateRequired,
  }),
  usableKwh: numberIn(0, 100, messages.batteryUsableRange),
  powerKw: numberIn(0.1, 50, messages.batteryPowerRange),
  roundTripEfficiencyPercent: numberIn(50, 100, messages.batteryEfficiencyRange),
  reservePercent: numberIn(0, 100, messages.batteryReserveRange),
  essentialLoadKw: numberIn(0.1, 20, messages.batteryEssentialLoadRange),
});
export type BatteryInputs = z.output<typeof batteryInputsSchema>;
