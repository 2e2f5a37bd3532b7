import { daysInMonth, hoursInYear } from './battery-constants';

export interface BatterySpec {
  /** Usable energy of one battery (kWh). */
  usableKwh: number;
  /** Most power one battery charges or discharges with (kW). */
  powerKw: number;
  /** Round-trip efficiency in percent; charging and discharging each lose its square root. */
  roundTripEfficiencyPercent: number;
  /** Share of the usable energy kept full for outages, in percent: never used day to day. */
  reservePercent: number;
}

/** The energy of one hour (kWh), every term ≥ 0. */
export interface HourFlows {
  load: number;
  production: number;
  /** Production used by the home as it is made. */
  direct: number;
  /** Energy that entered the battery's cells (after the charging loss). */
  charged: number;
  chargingLoss: number;
  /** Energy the battery delivered to the home (after the discharging loss). */
  discharged: number;
  dischargingLoss: number;
  imported: number;
  exported: number;
  /** Energy in the cells at the end of the hour. */
  stored: number;
}

export interface TypicalDay {
  /** Averages over the month's days, hour 0 to 23 (kWh, or kWh stored). */
  load: number[];
  production: number[];
  imported: number[];
  exported: number[];
  stored: number[];
}

export interface BatterySimulation {
  batteries: number;
  loadKwh: number;
  productionKwh: number;
  directKwh: number;
  chargedKwh: number;
  dischargedKwh: number;
  lossesKwh: number;
  importKwh: number;
  exportKwh: number;
  monthlyImportKwh: number[];
  monthlyExportKwh: number[];
  /** The 8 760 hourly grid imports (kWh), for bills whose price depends on the hour. */
  hourlyImportKwh: Float64Array;
  /** The 8 760 hourly grid exports (kWh). */
  hourlyExportKwh: Float64Array;
  /** Share of the production used at home (directly or through the battery), percent. */
  selfConsumptionPercent: number;
  /** Share of the load not bought from the grid, percent. */
  selfSufficiencyPercent: number;
  /** Energy that left the cells over the year divided by the usable energy. */
  equivalentFullCycles: number;
  /** Hours the reserve carries the essential load through an outage (0 without battery). */
  backupHours: number;
  typicalDays: TypicalDay[];
}

export interface BatterySimulationInputs {
  /** 8 760 hourly loads (kWh). */
  load: ArrayLike<number>;
  /** 8 760 hourly productions (kWh). */
  production: ArrayLike<number>;
  battery: BatterySpec;
  batteries: number;
  /** Power of the loads kept on in an outage (kW). */
  essentialLoadKw: number;
  /** Receives every hour's flows (the tests check them); optional. */
  onHour?: (hour: number, flows: HourFlows) => void;
}

function emptyDays(): TypicalDay[] {
  return Array.from({ length: 12 }, () => ({
    load: new Array<number>(24).fill(0),
    production: new Array<number>(24).fill(0),
    imported: new Array<number>(24).fill(0),
    exported: new Array<number>(24).fill(0),
    stored: new Array<number>(24).fill(0),
  }));
}

/**
 * One year, hour by hour: production first meets the load; a surplus charges the battery (up to
 * its power and its room) and the rest is exported; a shortfall is met from the battery down to
 * the reserve (up to its power) and the rest is imported. The battery starts the year with its
 * reserve full (charged at installation) and only the energy above it cycles.
 */
export function simulateBattery(inputs: BatterySimulationInputs): BatterySimulation {
  const count = Math.max(0, inputs.batteries);
  const capacity = inputs.battery.usableKwh * count;
  const power = inputs.battery.powerKw * count;
  const legEfficiency = Math.sqrt(Math.min(100, inputs.battery.roundTripEfficiencyPercent) / 100);
  const reserve = (capacity * Math.min(100, Math.max(0, inputs.battery.reservePercent))) / 100;
  const typicalDays = emptyDays();
  const monthlyImportKwh = new Array<number>(12).fill(0);
  const monthlyExportKwh = new Array<number>(12).fill(0);
  const hourlyImportKwh = new Float64Array(hoursInYear);
  const hourlyExportKwh = new Float64Array(hoursInYear);
  let stored = reserve;
  let loadKwh = 0;
  let productionKwh = 0;
  let directKwh = 0;
  let chargedKwh = 0;
  let dischargedKwh = 0;
  let lossesKwh = 0;
  let fromCellsKwh = 0;
  let hour = 0;
  for (let month = 0; month < 12; month += 1) {
    const days = daysInMonth[month]!;
    const day = typicalDays[month]!;
    for (let d = 0; d < days; d += 1) {
      for (let h = 0; h < 24; h += 1) {
        const load = inputs.load[hour] ?? 0;
        const production = inputs.production[hour] ?? 0;
        const direct = Math.min(load, production);
        const surplus = production - direct;
        const shortfall = load - direct;
        let charged = 0;
        let chargingLoss = 0;
        let discharged = 0;
        let dischargingLoss = 0;
        if (surplus > 0 && capacity > 0 && legEfficiency > 0) {
          const taken = Math.min(surplus, power, (capacity - stored) / legEfficiency);
          charged = taken * legEfficiency;
          chargingLoss = taken - charged;
          stored += charged;
        } else if (shortfall > 0 && stored > reserve) {
          discharged = Math.min(shortfall, power, (stored - reserve) * legEfficiency);
          const fromCells = discharged / legEfficiency;
          dischargingLoss = fromCells - discharged;
          stored -= fromCells;
          fromCellsKwh += fromCells;
        }
        const exported = surplus - charged - chargingLoss;
        const imported = shortfall - discharged;
        inputs.onHour?.(hour, {
          load,
          production,
          direct,
          charged,
          chargingLoss,
          discharged,
          dischargingLoss,
          imported,
          exported,
          stored,
        });
        loadKwh += load;
        productionKwh += production;
        directKwh += direct;
        chargedKwh += charged;
        dischargedKwh += discharged;
        lossesKwh += chargingLoss + dischargingLoss;
        monthlyImportKwh[month]! += imported;
        hourlyImportKwh[hour] = imported;
        hourlyExportKwh[hour] = exported;
        monthlyExportKwh[month]! += exported;
        day.load[h]! += load / days;
        day.production[h]! += production / days;
        day.imported[h]! += imported / days;
        day.exported[h]! += exported / days;
        day.stored[h]! += stored / days;
        hour += 1;
      }
    }
  }
  const importKwh = monthlyImportKwh.reduce((sum, kwh) => sum + kwh, 0);
  const exportKwh = monthlyExportKwh.reduce((sum, kwh) => sum + kwh, 0);
  return {
    batteries: count,
    loadKwh,
    productionKwh,
    directKwh,
    chargedKwh,
    dischargedKwh,
    lossesKwh,
    importKwh,
    exportKwh,
    monthlyImportKwh,
    monthlyExportKwh,
    hourlyImportKwh,
    hourlyExportKwh,
    selfConsumptionPercent:
      productionKwh > 0 ? ((productionKwh - exportKwh) / productionKwh) * 100 : 0,
    selfSufficiencyPercent: loadKwh > 0 ? ((loadKwh - importKwh) / loadKwh) * 100 : 0,
    equivalentFullCycles: capacity > 0 ? fromCellsKwh / capacity : 0,
    backupHours:
      inputs.essentialLoadKw > 0 ? (reserve * legEfficiency) / inputs.essentialLoadKw : 0,
    typicalDays,
  };
}
