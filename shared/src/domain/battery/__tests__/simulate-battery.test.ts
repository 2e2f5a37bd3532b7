import { defaultHydroUsageKwh, monthlyProductionKwh } from '../../proposals';
import { batteryDefaults, hoursInYear } from '../battery-constants';
import { hourlyLoadKwh, hourlyProductionKwh } from '../hourly-profiles';
import { simulateBattery, type BatterySpec, type HourFlows } from '../simulate-battery';

const battery: BatterySpec = {
  usableKwh: batteryDefaults.usableKwh,
  powerKw: batteryDefaults.powerKw,
  roundTripEfficiencyPercent: 90,
  reservePercent: 20,
};
// A large system (twice the usage's yearly total) so that the battery both fills and empties.
const load = hourlyLoadKwh(defaultHydroUsageKwh);
const production = hourlyProductionKwh(monthlyProductionKwh(2_600_000), 46.3);

function everyHour(batteries: number, spec: BatterySpec = battery) {
  const hours: HourFlows[] = [];
  const result = simulateBattery({
    load,
    production,
    battery: spec,
    batteries,
    essentialLoadKw: 1,
    onHour: (_, flows) => hours.push(flows),
  });
  return { result, hours };
}

/** A day that makes 10 kWh at noon and uses 10 kWh at 8 pm, repeated all year. */
function noonAndEvening() {
  const made = new Float64Array(hoursInYear);
  const used = new Float64Array(hoursInYear);
  for (let hour = 0; hour < hoursInYear; hour += 24) {
    made[hour + 12] = 10;
    used[hour + 20] = 10;
  }
  return { made, used };
}

describe('simulateBattery', () => {
  it.each([0, 1, 2])('conserves energy every hour with %i batteries (within 1e-9)', (count) => {
    const { hours } = everyHour(count);
    expect(hours).toHaveLength(hoursInYear);
    let previous = (battery.usableKwh * count * battery.reservePercent) / 100;
    let worst = 0;
    let smallest = 0;
    for (const hour of hours) {
      // load = direct use + battery discharge + import
      const loadGap = hour.load - (hour.direct + hour.discharged + hour.imported);
      // production = direct use + energy stored + charging loss + export
      const productionGap =
        hour.production - (hour.direct + hour.charged + hour.chargingLoss + hour.exported);
      // the cells change by what came in, less what went out and its discharging loss
      const cellGap =
        hour.stored - previous - (hour.charged - hour.discharged - hour.dischargingLoss);
      worst = Math.max(worst, Math.abs(loadGap), Math.abs(productionGap), Math.abs(cellGap));
      smallest = Math.min(smallest, ...Object.values(hour));
      previous = hour.stored;
    }
    expect(worst).toBeLessThan(1e-9);
    expect(smallest).toBeGreaterThanOrEqual(0);
  });

  it('with a zero-size battery gives exactly the results without one', () => {
    const none = simulateBattery({ load, production, battery, batteries: 0, essentialLoadKw: 1 });
    const empty = simulateBattery({
      load,
      production,
      battery: { ...battery, usableKwh: 0 },
      batteries: 1,
      essentialLoadKw: 1,
    });
    expect({ ...empty, batteries: 0 }).toEqual(none);
    expect(none.chargedKwh).toBe(0);
    expect(none.lossesKwh).toBe(0);
  });

  it('loses nothing at 100 % efficiency', () => {
    const { result, hours } = everyHour(1, { ...battery, roundTripEfficiencyPercent: 100 });
    expect(result.lossesKwh).toBe(0);
    const last = hours.at(-1)?.stored ?? 0;
    const reserve = (battery.usableKwh * battery.reservePercent) / 100;
    // Over the year: what was made and bought went to the load, out, or is still stored.
    expect(
      result.productionKwh +
        result.importKwh -
        result.loadKwh -
        result.exportKwh -
        (last - reserve),
    ).toBeCloseTo(0, 8);
  });

  it('never draws the reserve for daily cycling', () => {
    const { hours } = everyHour(1);
    const reserve = (battery.usableKwh * battery.reservePercent) / 100;
    expect(Math.min(...hours.map((hour) => hour.stored))).toBeGreaterThanOrEqual(reserve - 1e-12);
    expect(Math.max(...hours.map((hour) => hour.stored))).toBeLessThanOrEqual(
      battery.usableKwh + 1e-9,
    );
    const allReserved = everyHour(1, { ...battery, reservePercent: 100 }).result;
    expect(allReserved.dischargedKwh).toBe(0);
  });

  it('moves noon’s 10 kWh to the evening: 365 full cycles, nothing bought or sold', () => {
    const { made, used } = noonAndEvening();
    const result = simulateBattery({
      load: used,
      production: made,
      battery: { usableKwh: 10, powerKw: 10, roundTripEfficiencyPercent: 100, reservePercent: 0 },
      batteries: 1,
      essentialLoadKw: 1,
    });
    expect(result.equivalentFullCycles).toBeCloseTo(365, 9);
    expect(result.importKwh).toBeCloseTo(0, 9);
    expect(result.exportKwh).toBeCloseTo(0, 9);
    expect(result.selfConsumptionPercent).toBeCloseTo(100, 9);
    expect(result.selfSufficiencyPercent).toBeCloseTo(100, 9);
  });

  it('at 81 % round trip stores 9 kWh of 10 and delivers 8.1', () => {
    const { made, used } = noonAndEvening();
    const result = simulateBattery({
      load: used,
      production: made,
      battery: { usableKwh: 10, powerKw: 10, roundTripEfficiencyPercent: 81, reservePercent: 0 },
      batteries: 1,
      essentialLoadKw: 1,
    });
    // Each day 10 − 8.1 = 1.9 kWh bought; losses 1 (charging) + 0.9 (discharging).
    expect(result.importKwh).toBeCloseTo(365 * 1.9, 8);
    expect(result.lossesKwh).toBeCloseTo(365 * 1.9, 8);
    expect(result.equivalentFullCycles).toBeCloseTo(365 * 0.9, 8);
  });

  it('holds the reserve for an outage: 2.7 kWh at 90 % carries 1 kW for 2.56 hours', () => {
    const { result } = everyHour(1);
    // 13.5 × 20 % = 2.7 kWh, delivered at √0.9: 2.7 × 0.948683 = 2.5614 h.
    expect(result.backupHours).toBeCloseTo(2.7 * Math.sqrt(0.9), 10);
    expect(everyHour(0).result.backupHours).toBe(0);
  });

  it('a battery raises self-consumption and cuts imports and exports', () => {
    const [none, one, two] = [0, 1, 2].map((count) => everyHour(count).result);
    expect(one!.selfConsumptionPercent).toBeGreaterThan(none!.selfConsumptionPercent);
    expect(two!.selfConsumptionPercent).toBeGreaterThanOrEqual(one!.selfConsumptionPercent);
    expect(one!.importKwh).toBeLessThan(none!.importKwh);
    expect(one!.exportKwh).toBeLessThan(none!.exportKwh);
  });
});
