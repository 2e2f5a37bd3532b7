import type { LatLng, RoofFace } from './site-sketch-schemas';

/** The tilt and bearing a site sketch gives the location estimate, and the face they come from. */
export interface RoofOrientation {
  /** The roof face's label ("South face"). */
  label: string;
  /** Its pitch in degrees, when the sketch holds one. */
  tiltDegrees: number | null;
  /** The compass bearing it faces, when the sketch holds one. */
  azimuthDegrees: number | null;
}

const metresPerDegree = 111_320;

/** A ring's area in square metres (flat approximation: a roof is a few metres across). */
export function ringAreaSquareMetres(points: readonly LatLng[]): number {
  if (points.length < 3) return 0;
  const cosLat = Math.cos((points[0]!.lat * Math.PI) / 180);
  let twice = 0;
  points.forEach((point, index) => {
    const next = points[(index + 1) % points.length]!;
    twice +=
      point.lng * cosLat * metresPerDegree * next.lat * metresPerDegree -
      next.lng * cosLat * metresPerDegree * point.lat * metresPerDegree;
  });
  return Math.abs(twice) / 2;
}

/**
 * What the sketch says about the roof the panels go on: the largest roof face that holds a pitch
 * or a bearing (the largest face is where most panels fit), or null when no face holds either.
 */
export function roofOrientationOf(faces: readonly RoofFace[]): RoofOrientation | null {
  let best: { face: RoofFace; area: number } | null = null;
  for (const face of faces) {
    const azimuth = face.azimuth ?? null;
    if (face.pitch === null && azimuth === null) continue;
    const area = ringAreaSquareMetres(face.points);
    if (best === null || area > best.area) best = { face, area };
  }
  if (!best) return null;
  return {
    label: best.face.label,
    tiltDegrees: best.face.pitch,
    azimuthDegrees: best.face.azimuth ?? null,
  };
}
