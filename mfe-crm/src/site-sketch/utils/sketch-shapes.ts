import type { LatLng, SiteSketch, SiteSketchInput } from '@solar/shared';

/** Every shape of a sketch in one list, as the editor handles them. */
export type SketchShape =
  | {
      kind: 'roof';
      id: string;
      label: string;
      pitch: number | null;
      /** The compass bearing the face looks towards (180 due south), when known. */
      azimuth: number | null;
      points: LatLng[];
    }
  | { kind: 'obstruction'; id: string; label: string; points: LatLng[] }
  | { kind: 'circle'; id: string; label: string; center: LatLng; radius: number }
  | { kind: 'meter' | 'panel'; id: string; label: string; position: LatLng };

export type SketchShapeKind = SketchShape['kind'];

export const kindNames: Record<SketchShapeKind, string> = {
  roof: 'Roof face',
  obstruction: 'Obstruction',
  circle: 'Round obstruction',
  meter: 'Meter',
  panel: 'Panel',
};

/** The editor's list from a stored sketch: roof faces, obstructions, then markers. */
export function shapesOfSketch(
  sketch: Pick<SiteSketch, 'polygons' | 'obstructions' | 'markers'>,
): SketchShape[] {
  return [
    ...sketch.polygons.map((face): SketchShape => ({
      kind: 'roof',
      ...face,
      azimuth: face.azimuth ?? null,
    })),
    ...sketch.obstructions.map((obstruction): SketchShape =>
      obstruction.shape === 'circle'
        ? {
            kind: 'circle',
            id: obstruction.id,
            label: obstruction.label,
            center: obstruction.center,
            radius: obstruction.radius,
          }
        : {
            kind: 'obstruction',
            id: obstruction.id,
            label: obstruction.label,
            points: obstruction.points,
          },
    ),
    ...sketch.markers.map((marker): SketchShape => ({
      kind: marker.type,
      id: marker.id,
      label: marker.label,
      position: marker.position,
    })),
  ];
}

/** The `PUT` body for the editor's list, edited from `version`. */
export function sketchInputOf(shapes: readonly SketchShape[], version: number): SiteSketchInput {
  const input: SiteSketchInput = { version, polygons: [], obstructions: [], markers: [] };
  for (const shape of shapes) {
    const label = shape.label.trim();
    if (shape.kind === 'roof') {
      input.polygons.push({
        id: shape.id,
        label,
        pitch: shape.pitch,
        azimuth: shape.azimuth,
        points: shape.points,
      });
    } else if (shape.kind === 'obstruction') {
      input.obstructions.push({ id: shape.id, label, shape: 'polygon', points: shape.points });
    } else if (shape.kind === 'circle') {
      input.obstructions.push({
        id: shape.id,
        label,
        shape: 'circle',
        center: shape.center,
        radius: shape.radius,
      });
    } else {
      input.markers.push({ id: shape.id, label, type: shape.kind, position: shape.position });
    }
  }
  return input;
}

const metresPerDegree = 111_320;

/** `point` moved `north` and `east` metres (small distances, so a flat approximation is fine). */
export function offsetPoint(point: LatLng, north: number, east: number): LatLng {
  const lat = point.lat + north / metresPerDegree;
  const lng = point.lng + east / (metresPerDegree * Math.cos((point.lat * Math.PI) / 180));
  // 7 decimals, as deal coordinates are stored: about a centimetre.
  return { lat: Number(lat.toFixed(7)), lng: Number(lng.toFixed(7)) };
}

/** The whole shape moved `north` and `east` metres. */
export function moveShape(shape: SketchShape, north: number, east: number): SketchShape {
  const move = (point: LatLng) => offsetPoint(point, north, east);
  switch (shape.kind) {
    case 'roof':
    case 'obstruction':
      return { ...shape, points: shape.points.map(move) };
    case 'circle':
      return { ...shape, center: move(shape.center) };
    default:
      return { ...shape, position: move(shape.position) };
  }
}

/** A square `size` metres wide centred on `center`: the keyboard's starting outline. */
function squareAround(center: LatLng, size: number): LatLng[] {
  const half = size / 2;
  return [
    offsetPoint(center, half, -half),
    offsetPoint(center, half, half),
    offsetPoint(center, -half, half),
    offsetPoint(center, -half, -half),
  ];
}

let sequence = 0;
/** A shape id unique within the page (ids only need to be unique within one sketch). */
function newShapeId(kind: SketchShapeKind): string {
  sequence += 1;
  return `${kind}-${Date.now().toString(36)}-${sequence}`;
}

/** "Roof face 3": the kind's name and the next free number among that kind's shapes. */
function defaultLabel(shapes: readonly SketchShape[], kind: SketchShapeKind): string {
  const count = shapes.filter((shape) => shape.kind === kind).length;
  return `${kindNames[kind]} ${count + 1}`;
}

/** A new shape of `kind` at `center` (polygons start as a square of `size` metres). */
export function shapeAt(
  shapes: readonly SketchShape[],
  kind: SketchShapeKind,
  center: LatLng,
  points?: LatLng[],
): SketchShape {
  const id = newShapeId(kind);
  const label = defaultLabel(shapes, kind);
  switch (kind) {
    case 'roof':
      return {
        kind,
        id,
        label,
        pitch: null,
        azimuth: null,
        points: points ?? squareAround(center, 6),
      };
    case 'obstruction':
      return { kind, id, label, points: points ?? squareAround(center, 1.5) };
    case 'circle':
      return { kind, id, label, center, radius: 0.5 };
    default:
      return { kind, id, label, position: center };
  }
}
