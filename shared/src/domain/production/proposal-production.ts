import { z } from 'zod';
import { messages } from '../messages';
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

/** The settings a new proposal starts from: the drawing, and a roof at the sketch's pitch or 30°. */
export function defaultProductionSettings(sketchTiltDegrees?: number): ProposalProductionSettings {
  return {
    method: 'drawing-zones',
    tiltDegrees: sketchTiltDegrees ?? productionDefaults.tiltDegrees,
    azimuthDegrees: productionDefaults.azimuthDegrees,
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
  const nearest = nearestStation(
    input.location.latitude,
    input.location.longitude,
    input.stations ?? cwec2016Stations,
  );
  if (!nearest) return null;
  const yieldKwhPerKw = monthlySpecificYield({
    station: nearest.station,
    tiltDegrees: settings.tiltDegrees,
    azimuthDegrees: settings.azimuthDegrees,
    shadingPercent: settings.shadingPercent,
  });
  const monthlyKwh = monthlyProductionFromYield(input.totalWatts / 1000, yieldKwhPerKw);
  const annualHundredthsKwh = Math.round(
    yieldKwhPerKw.reduce((sum, value) => sum + value, 0) * (input.totalWatts / 1000) * 100,
  );
  return {
    method: 'location-estimate',
    monthlyKwh,
    annualHundredthsKwh,
    station: {
      name: nearest.station.name,
      province: nearest.station.province,
      distanceKm: Math.round(nearest.distanceKm * 10) / 10,
    },
  };
}
