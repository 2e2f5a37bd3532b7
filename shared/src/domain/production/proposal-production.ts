import { z } from 'zod';
import { messages } from '../messages';
import type { ProposalResults } from '../proposals/calculate-proposal';
import { monthlyProductionKwh } from '../proposals/monthly-production';
import { cwec2016Stations, type WeatherStation } from './cwec-2016-stations';
import { nearestStation } from './nearest-station';
import {
  productionDefaults,
  productionMethods,
  type ProductionMethod,
} from './production-constants';
import { monthlyProductionFromYield, monthlySpecificYield } from './specific-yield';

/**
 * How a saved proposal's production is worked out: the method and the roof the location estimate
 * uses. Absent on proposals saved before the choice existed, which therefore keep the drawing's
 * zones.
 */
export const proposalProductionSettingsSchema = z.object({
  method: z.enum(productionMethods),
  tiltDegrees: z
    .number({ error: messages.productionTiltRange })
    .finite({ error: messages.productionTiltRange })
    .min(0, { error: messages.productionTiltRange })
    .max(90, { error: messages.productionTiltRange }),
  azimuthDegrees: z
    .number({ error: messages.productionAzimuthRange })
    .finite({ error: messages.productionAzimuthRange })
    .min(0, { error: messages.productionAzimuthRange })
    .max(360, { error: messages.productionAzimuthRange }),
  shadingPercent: z
    .number({ error: messages.productionShadingRange })
    .finite({ error: messages.productionShadingRange })
    .min(0, { error: messages.productionShadingRange })
    .max(100, { error: messages.productionShadingRange }),
});
export type ProposalProductionSettings = z.infer<typeof proposalProductionSettingsSchema>;

/**
 * The settings a new proposal starts from: the drawing's zones, and for the location estimate the
 * roof's pitch and bearing from the site sketch when it holds them, otherwise 30° facing south.
 */
export function defaultProductionSettings(
  roof?: { tiltDegrees: number | null; azimuthDegrees: number | null } | null,
): ProposalProductionSettings {
  return {
    method: 'drawing-zones',
    tiltDegrees: roof?.tiltDegrees ?? productionDefaults.tiltDegrees,
    azimuthDegrees: roof?.azimuthDegrees ?? productionDefaults.azimuthDegrees,
    shadingPercent: productionDefaults.shadingPercent,
  };
}

/** A production as the API stores it with the design (see `proposalProductionOf`). */
export const proposalProductionSchema = z.object({
  method: z.enum(productionMethods),
  /** The twelve monthly productions in kWh (two decimals), January first. */
  monthlyKwh: z.array(z.number().finite().min(0)).length(12),
  /** The year's production in hundredths of a kWh, the figure the results line shows. */
  annualHundredthsKwh: z.number().int().min(0),
  /** The weather station the location estimate used, with its distance; null for the drawing. */
  station: z
    .object({ name: z.string(), province: z.string(), distanceKm: z.number().finite().min(0) })
    .nullable(),
});
export interface ProposalProduction {
  method: ProductionMethod;
  monthlyKwh: number[];
  annualHundredthsKwh: number;
  station: { name: string; province: string; distanceKm: number } | null;
}

export interface ProposalProductionInput {
  settings: ProposalProductionSettings | undefined;
  /** Watts DC of the panels placed. */
  totalWatts: number;
  /** The drawing's production (the calculator's), in hundredths of a kWh. */
  drawingHundredthsKwh: number;
  /** The deal's map position, when its address has one. */
  location: { latitude: number; longitude: number } | null;
  stations?: readonly WeatherStation[];
}

/**
 * The production of a proposal by its chosen method. The API calls it when a design is saved and
 * stores its answer, so the figure a customer sees is the one this rule gives; the presenter calls
 * it to show the same figure before saving. A location estimate without a map position is refused
 * (`null`), never silently replaced by the drawing's figure.
 */
export function proposalProductionOf(input: ProposalProductionInput): ProposalProduction | null {
  const settings = input.settings ?? defaultProductionSettings();
  if (settings.method === 'drawing-zones') {
    return {
      method: 'drawing-zones',
      monthlyKwh: monthlyProductionKwh(input.drawingHundredthsKwh),
      annualHundredthsKwh: input.drawingHundredthsKwh,
      station: null,
    };
  }
  if (!input.location) return null;
  const estimate = locationEstimateOf(settings, input.location, input.stations);
  if (!estimate) return null;
  const monthlyKwh = monthlyProductionFromYield(
    input.totalWatts / 1000,
    estimate.monthlyYieldKwhPerKw,
  );
  const annualHundredthsKwh = Math.round(
    estimate.annualYieldKwhPerKw * (input.totalWatts / 1000) * 100,
  );
  return {
    method: 'location-estimate',
    monthlyKwh,
    annualHundredthsKwh,
    station: {
      name: estimate.station.name,
      province: estimate.station.province,
      distanceKm: estimate.distanceKm,
    },
  };
}

/** What the location estimate gives one kW of panels at a place, before any panel is placed. */
export interface LocationEstimate {
  station: WeatherStation;
  /** Great-circle distance to the station, km, one decimal. */
  distanceKm: number;
  /** kWh per kW each month, January first. */
  monthlyYieldKwhPerKw: number[];
  /** The year's kWh per kW (the sum of the months). */
  annualYieldKwhPerKw: number;
  /** The share of the sunshine on the panels that reaches the meter. */
  performanceRatio: number;
}

/**
 * The nearest station and the specific yield of a roof at a place, for the given tilt, bearing
 * and shading; null when there is no station (an empty list).
 */
export function locationEstimateOf(
  roof: Pick<ProposalProductionSettings, 'tiltDegrees' | 'azimuthDegrees' | 'shadingPercent'>,
  location: { latitude: number; longitude: number },
  stations: readonly WeatherStation[] = cwec2016Stations,
): LocationEstimate | null {
  const nearest = nearestStation(location.latitude, location.longitude, stations);
  if (!nearest) return null;
  const monthlyYieldKwhPerKw = monthlySpecificYield({
    station: nearest.station,
    tiltDegrees: roof.tiltDegrees,
    azimuthDegrees: roof.azimuthDegrees,
    shadingPercent: roof.shadingPercent,
  });
  return {
    station: nearest.station,
    distanceKm: Math.round(nearest.distanceKm * 10) / 10,
    monthlyYieldKwhPerKw,
    annualYieldKwhPerKw: monthlyYieldKwhPerKw.reduce((sum, value) => sum + value, 0),
    performanceRatio: productionDefaults.performanceRatio,
  };
}

/**
 * A proposal's results with the production of its chosen method: the production line, the
 * average efficiency (kWh per kW a year) and the offset follow it. The drawing's zones leave the
 * calculator's results as they are; no production (a location estimate without a map position)
 * too, so the screen keeps a figure and says why.
 */
export function resultsWithProduction(
  results: ProposalResults,
  production: ProposalProduction | null | undefined,
): ProposalResults {
  if (!production || production.method === 'drawing-zones') return results;
  const annual = production.annualHundredthsKwh;
  const consumption = results.annualConsumptionKwh;
  return {
    ...results,
    productionHundredthsKwh: annual,
    // kWh / kW = (hundredths / 100) / (watts / 1000) = hundredths × 10 / watts.
    averageEfficiency: results.totalWatts > 0 ? Math.round((annual * 10) / results.totalWatts) : 0,
    offsetHundredthsPercent: consumption > 0 ? Math.round((annual * 100) / consumption) : 0,
  };
}

/** The twelve monthly productions of a proposal by its chosen method, January first. */
export function monthlyProductionOfResults(
  results: ProposalResults,
  production: ProposalProduction | null | undefined,
): number[] {
  return production && production.method === 'location-estimate'
    ? production.monthlyKwh
    : monthlyProductionKwh(results.productionHundredthsKwh);
}
