import type { WeatherStation } from './cwec-2016-stations';
import { planeOfArrayWhPerM2Day } from './plane-of-array';
import { productionDaysInMonth, productionDefaults } from './production-constants';

export interface SpecificYieldInput {
  station: WeatherStation;
  tiltDegrees: number;
  azimuthDegrees: number;
  shadingPercent: number;
  performanceRatio?: number;
  groundReflectance?: number;
}

/**
 * Monthly specific yield (kWh per kW of panels, January first): the month's plane-of-array
 * irradiation in kWh/m² (one kW of panels makes one kW at 1 kW/m², so kWh/m² on the plane is kWh
 * per kW before losses) × the performance ratio × the share of the roof the shade leaves.
 */
export function monthlySpecificYield(input: SpecificYieldInput): number[] {
  const ratio = input.performanceRatio ?? productionDefaults.performanceRatio;
  const unshaded = 1 - Math.min(100, Math.max(0, input.shadingPercent)) / 100;
  const plane = planeOfArrayWhPerM2Day({
    latitude: input.station.latitude,
    globalWhPerM2Day: input.station.globalWhPerM2Day,
    diffuseWhPerM2Day: input.station.diffuseWhPerM2Day,
    tiltDegrees: input.tiltDegrees,
    azimuthDegrees: input.azimuthDegrees,
    groundReflectance: input.groundReflectance,
  });
  return plane.map((whPerDay, month) => {
    const kwhPerM2 = (whPerDay * productionDaysInMonth[month]!) / 1000;
    return kwhPerM2 * ratio * unshaded;
  });
}

/** A system's monthly production (kWh, two decimals) from its size and the monthly yield. */
export function monthlyProductionFromYield(
  systemKw: number,
  yieldKwhPerKw: readonly number[],
): number[] {
  return yieldKwhPerKw.map((value) => Math.round(value * systemKw * 100) / 100);
}
