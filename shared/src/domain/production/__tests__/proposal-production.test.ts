import { messages } from '../../messages';
import { proposalDataSchema, defaultProposalData } from '../../proposals/saved-proposal';
import { cwec2016Stations } from '../cwec-2016-stations';
import {
  defaultProductionSettings,
  proposalProductionOf,
  proposalProductionSettingsSchema,
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
    expect(defaultProductionSettings(22.6).tiltDegrees).toBe(22.6);
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
