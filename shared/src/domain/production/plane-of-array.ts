import { meanDayOfMonth, productionDefaults } from './production-constants';

const degrees = Math.PI / 180;
/** Hour-angle step of the numerical integration over the day, in degrees (2 minutes of time). */
const stepDegrees = 0.5;

/**
 * The monthly-average beam ratio R̄b: the day's beam on the tilted plane over the day's beam on
 * the horizontal, for the month's mean day (Duffie and Beckman, Solar Engineering of Thermal
 * Processes, 2.19–2.20). The incidence angle comes from their equation 1.6.2 and both integrals
 * are summed over the hours the sun is above the horizon, counting the tilted plane only while the
 * sun is in front of it, so any azimuth works (their closed form covers only south-facing planes).
 * `azimuth` is a compass bearing: 180 due south, 90 east, 270 west.
 */
export function monthlyBeamRatio(
  latitude: number,
  month: number,
  tiltDegrees: number,
  azimuthDegrees: number,
): number {
  const day = meanDayOfMonth[month]!;
  const delta = 23.45 * degrees * Math.sin((2 * Math.PI * (284 + day)) / 365);
  const phi = latitude * degrees;
  const beta = tiltDegrees * degrees;
  const gamma = (azimuthDegrees - 180) * degrees;
  let onPlane = 0;
  let onHorizontal = 0;
  for (let w = -180 + stepDegrees / 2; w < 180; w += stepDegrees) {
    const omega = w * degrees;
    const cosZenith =
      Math.cos(phi) * Math.cos(delta) * Math.cos(omega) + Math.sin(phi) * Math.sin(delta);
    if (cosZenith <= 0) continue;
    const cosIncidence =
      Math.sin(delta) * Math.sin(phi) * Math.cos(beta) -
      Math.sin(delta) * Math.cos(phi) * Math.sin(beta) * Math.cos(gamma) +
      Math.cos(delta) * Math.cos(phi) * Math.cos(beta) * Math.cos(omega) +
      Math.cos(delta) * Math.sin(phi) * Math.sin(beta) * Math.cos(gamma) * Math.cos(omega) +
      Math.cos(delta) * Math.sin(beta) * Math.sin(gamma) * Math.sin(omega);
    onHorizontal += cosZenith;
    if (cosIncidence > 0) onPlane += cosIncidence;
  }
  return onHorizontal > 0 ? onPlane / onHorizontal : 0;
}

export interface PlaneOfArrayInput {
  latitude: number;
  /** Mean daily global horizontal irradiation per month, Wh/m², January first. */
  globalWhPerM2Day: readonly number[];
  /** Mean daily diffuse horizontal irradiation per month, Wh/m², January first. */
  diffuseWhPerM2Day: readonly number[];
  tiltDegrees: number;
  azimuthDegrees: number;
  groundReflectance?: number;
}

/**
 * Mean daily irradiation on the panels' plane per month (Wh/m²), by the isotropic-sky
 * (Liu–Jordan) monthly method: beam × R̄b + diffuse × (1 + cos β) / 2 + global × ρ (1 − cos β) / 2
 * (Duffie and Beckman 2.19.1). A flat plane receives exactly the global horizontal.
 */
export function planeOfArrayWhPerM2Day(input: PlaneOfArrayInput): number[] {
  const beta = input.tiltDegrees * degrees;
  const reflectance = input.groundReflectance ?? productionDefaults.groundReflectance;
  const skyView = (1 + Math.cos(beta)) / 2;
  const groundView = (1 - Math.cos(beta)) / 2;
  return input.globalWhPerM2Day.map((global, month) => {
    const diffuse = Math.min(input.diffuseWhPerM2Day[month] ?? 0, global);
    const beam = global - diffuse;
    const ratio = monthlyBeamRatio(input.latitude, month, input.tiltDegrees, input.azimuthDegrees);
    return beam * ratio + diffuse * skyView + global * reflectance * groundView;
  });
}
