import { messages } from '../../messages';
import {
  proposalDataSchema,
  defaultProposalData,
  proposalInputsOf,
} from '../../proposals/saved-proposal';
import { cwec2016Stations } from '../cwec-2016-stations';
import { calculateProposal } from '../../proposals/calculate-proposal';
import { seededProposalPricing } from '../../deal-programs/seed-deal-programs';
import {
  defaultProductionSettings,
  locationEstimateOf,
  monthlyProductionOfResults,
  proposalProductionOf,
  proposalProductionSettingsSchema,
  resultsWithProduction,
} from '../proposal-production';
import { monthlySpecificYield } from '../specific-yield';

const summerside = { latitude: 46.39, longitude: -63.79 };
const locationEstimate = {
  method: 'location-estimate' as const,
  tiltDegrees: 30,
  azimuthDegrees: 180,
  shadingPercent: 10,
};

describe('proposalProductionOf', () => {
  it('keeps the drawing’s figure by default, spread over the months', () => {
    const production = proposalProductionOf({
      settings: undefined,
      totalWatts: 4050,
      drawingHundredthsKwh: 324_000,
      location: summerside,
    });
    expect(production?.method).toBe('drawing-zones');
    expect(production?.annualHundredthsKwh).toBe(324_000);
    expect(production?.station).toBeNull();
    // January is 45 ‰ of 3 240 kWh.
    expect(production?.monthlyKwh[0]).toBe(145.8);
  });

  it('estimates from the nearest station for the roof and the system size', () => {
    const production = proposalProductionOf({
      settings: locationEstimate,
      totalWatts: 4050,
      drawingHundredthsKwh: 324_000,
      location: summerside,
    })!;
    const charlottetown = cwec2016Stations.find((station) => station.wmo === '717060')!;
    const perKw = monthlySpecificYield({ station: charlottetown, ...locationEstimate });
    expect(production.method).toBe('location-estimate');
    expect(production.station?.name).toBe('Charlottetown AP');
    expect(production.station?.distanceKm).toBeGreaterThan(40);
    expect(production.station?.distanceKm).toBeLessThan(60);
    expect(production.monthlyKwh[6]).toBeCloseTo(perKw[6]! * 4.05, 2);
    const annual = perKw.reduce((sum, value) => sum + value, 0) * 4.05;
    expect(production.annualHundredthsKwh).toBe(Math.round(annual * 100));
    // 4.05 kW at 30°, due south, 10 % shaded: about 1 128 × 0.9 × 4.05 ≈ 4 111 kWh.
    expect(annual).toBeGreaterThan(4000);
    expect(annual).toBeLessThan(4250);
  });

  it('refuses a location estimate for a deal without a map position', () => {
    expect(
      proposalProductionOf({
        settings: locationEstimate,
        totalWatts: 4050,
        drawingHundredthsKwh: 324_000,
        location: null,
      }),
    ).toBeNull();
  });

  it('makes nothing without panels', () => {
    const production = proposalProductionOf({
      settings: locationEstimate,
      totalWatts: 0,
      drawingHundredthsKwh: 0,
      location: summerside,
    });
    expect(production?.annualHundredthsKwh).toBe(0);
    expect(production?.monthlyKwh.every((value) => value === 0)).toBe(true);
  });
});

describe('the production settings', () => {
  it('start from the drawing, the sketch’s tilt or 30°, due south and no shade', () => {
    expect(defaultProductionSettings()).toEqual({
      method: 'drawing-zones',
      tiltDegrees: 30,
      azimuthDegrees: 180,
      shadingPercent: 0,
    });
    expect(defaultProductionSettings({ tiltDegrees: 22.6, azimuthDegrees: null })).toMatchObject({
      tiltDegrees: 22.6,
      azimuthDegrees: 180,
    });
    expect(defaultProductionSettings({ tiltDegrees: null, azimuthDegrees: 135 })).toMatchObject({
      tiltDegrees: 30,
      azimuthDegrees: 135,
    });
  });

  it('refuse a roof outside the ranges with the range’s message', () => {
    const issues = (value: object) =>
      proposalProductionSettingsSchema
        .safeParse({ ...locationEstimate, ...value })
        .error?.issues.map((issue) => issue.message);
    expect(issues({ tiltDegrees: 91 })).toEqual([messages.productionTiltRange]);
    expect(issues({ azimuthDegrees: -1 })).toEqual([messages.productionAzimuthRange]);
    expect(issues({ shadingPercent: 100.5 })).toEqual([messages.productionShadingRange]);
    expect(issues({})).toBeUndefined();
  });

  it('leave designs saved before the choice readable', () => {
    const old = defaultProposalData();
    expect(proposalDataSchema.safeParse(old).success).toBe(true);
    expect(
      proposalDataSchema.safeParse({ ...old, productionSettings: { ...locationEstimate } }).success,
    ).toBe(true);
  });
});

describe('locationEstimateOf', () => {
  it('gives the nearest station, its distance, the yield per kW and the performance ratio', () => {
    const estimate = locationEstimateOf(locationEstimate, summerside)!;
    expect(estimate.station.name).toBe('Charlottetown AP');
    expect(estimate.performanceRatio).toBe(0.8);
    expect(estimate.monthlyYieldKwhPerKw).toHaveLength(12);
    expect(estimate.annualYieldKwhPerKw).toBeCloseTo(
      estimate.monthlyYieldKwhPerKw.reduce((sum, value) => sum + value, 0),
      9,
    );
    // 30°, due south, 10 % shaded near Charlottetown: 1 128 × 0.9 ≈ 1 015 kWh/kW.
    expect(estimate.annualYieldKwhPerKw).toBeGreaterThan(1000);
    expect(estimate.annualYieldKwhPerKw).toBeLessThan(1030);
    expect(locationEstimateOf(locationEstimate, summerside, [])).toBeNull();
  });
});

describe('resultsWithProduction', () => {
  // The specification's starting design: its bill's months, no panel yet.
  const data = defaultProposalData();
  const results = calculateProposal(proposalInputsOf(data), seededProposalPricing('purchase'));

  it('leaves the drawing’s results alone', () => {
    const drawing = proposalProductionOf({
      settings: undefined,
      totalWatts: results.totalWatts,
      drawingHundredthsKwh: results.productionHundredthsKwh,
      location: summerside,
    });
    expect(resultsWithProduction(results, drawing)).toBe(results);
    expect(resultsWithProduction(results, null)).toBe(results);
  });

  it('puts the estimate’s production, kWh per kW and offset on the results lines', () => {
    const production = {
      method: 'location-estimate' as const,
      monthlyKwh: Array.from({ length: 12 }, () => 400),
      annualHundredthsKwh: 480_000,
      station: { name: 'Charlottetown AP', province: 'PE', distanceKm: 50.1 },
    };
    const shown = resultsWithProduction({ ...results, totalWatts: 4050 }, production);
    expect(shown.productionHundredthsKwh).toBe(480_000);
    // 4 800 kWh / 4.05 kW = 1 185.19 → 1 185 kWh/kW/y.
    expect(shown.averageEfficiency).toBe(1185);
    expect(shown.offsetHundredthsPercent).toBe(
      Math.round((480_000 * 100) / results.annualConsumptionKwh),
    );
    expect(monthlyProductionOfResults(shown, production)).toEqual(production.monthlyKwh);
    expect(resultsWithProduction({ ...results, totalWatts: 0 }, production).averageEfficiency).toBe(
      0,
    );
  });

  it('spreads the drawing’s production over the months by the usual shares', () => {
    const months = monthlyProductionOfResults(results, null);
    expect(months).toHaveLength(12);
    expect(months.reduce((sum, value) => sum + value, 0)).toBeCloseTo(
      results.productionHundredthsKwh / 100,
      0,
    );
  });
});
