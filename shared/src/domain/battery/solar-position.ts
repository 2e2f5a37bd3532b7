const degrees = Math.PI / 180;

/**
 * The sine of the sun's elevation at `latitude` (degrees north) on day `dayOfYear` (1 = 1 January)
 * at local solar time `hour` (fractional, 12 = solar noon): Cooper's declination and the hour
 * angle, the textbook formula (Duffie and Beckman, Solar Engineering of Thermal Processes, 1.6).
 */
export function sunElevationSine(latitude: number, dayOfYear: number, hour: number): number {
  const declination = 23.45 * degrees * Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365);
  const hourAngle = (hour - 12) * 15 * degrees;
  const phi = latitude * degrees;
  return (
    Math.sin(phi) * Math.sin(declination) +
    Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle)
  );
}

/**
 * Relative clear-sky sunshine on a horizontal surface for a sun at that elevation: the sine of
 * the elevation times Meinel's atmospheric transmittance 0.7^(air mass^0.678); 0 below the
 * horizon. Only the shape matters: each month is scaled to its own production.
 */
export function clearSkyWeight(elevationSine: number): number {
  if (elevationSine <= 0) return 0;
  const airMass = 1 / elevationSine;
  return elevationSine * 0.7 ** (airMass ** 0.678);
}
