// Messages: production from the deal's location.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

export const productionMethodDrawingZones = 'Drawing zones (default)';
export const productionMethodLocationEstimate = 'Location estimate';
export const productionTiltRange = 'Enter a tilt from 0° (flat) to 90° (a wall)';
export const productionAzimuthRange = 'Enter an azimuth from 0° to 360° (180° faces south)';
export const productionShadingRange = 'Enter a shading from 0 % to 100 %';
export const productionNoCoordinates =
  "The deal's address has no map position: place it on the map, or use Drawing zones";
export const productionEstimatedFrom = (station: string, province: string, distanceKm: string) =>
  `Estimated from ${station} (${province}), ${distanceKm} km away: CWEC 2016 weather data.`;
export const productionSpecificYield = (kwhPerKw: string, performanceRatio: string) =>
  `Specific yield: ${kwhPerKw} kWh/kW a year (performance ratio ${performanceRatio}).`;
export const productionRoofFromSketch = (face: string) =>
  `Tilt and facing from the site sketch's “${face}”; change them here for this proposal only.`;
export const batteryMonthlyFromLocation = (
  station: string,
  province: string,
  distanceKm: string,
  kwhPerKw: string,
) =>
  `By the location estimate: ${station} (${province}), ${distanceKm} km away, ${kwhPerKw} kWh/kW a year for a roof at 30° facing south.`;
export const batteryMonthlyWithoutLocation =
  "Spread by the drawing's usual monthly shares: pick a deal placed on the map for the location estimate.";
