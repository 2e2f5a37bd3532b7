import { ringAreaSquareMetres, roofOrientationOf } from '../roof-orientation';
import { siteSketchInputSchema, type RoofFace } from '../site-sketch-schemas';

/** A rectangle `north` by `east` metres at Charlottetown. */
function rectangle(north: number, east: number) {
  const lat = 46.23;
  const dLat = north / 111_320;
  const dLng = east / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [
    { lat, lng: -63.13 },
    { lat: lat + dLat, lng: -63.13 },
    { lat: lat + dLat, lng: -63.13 + dLng },
    { lat, lng: -63.13 + dLng },
  ];
}

const face = (id: string, area: [number, number], pitch: number | null, azimuth?: number | null) =>
  ({ id, label: `Face ${id}`, pitch, azimuth, points: rectangle(...area) }) as RoofFace;

describe('ringAreaSquareMetres', () => {
  it('measures a 6 m by 10 m roof face as 60 m²', () => {
    expect(ringAreaSquareMetres(rectangle(6, 10))).toBeCloseTo(60, 1);
    expect(ringAreaSquareMetres([])).toBe(0);
  });
});

describe('roofOrientationOf', () => {
  it('takes the largest face that holds a pitch or a bearing', () => {
    expect(
      roofOrientationOf([
        face('a', [4, 5], 20, 90),
        face('b', [8, 10], 35, 200),
        face('c', [20, 20], null, null),
      ]),
    ).toEqual({ label: 'Face b', tiltDegrees: 35, azimuthDegrees: 200 });
  });

  it('gives what a face holds and null for the rest; nothing when no face holds either', () => {
    expect(roofOrientationOf([face('a', [4, 5], 25)])).toEqual({
      label: 'Face a',
      tiltDegrees: 25,
      azimuthDegrees: null,
    });
    expect(roofOrientationOf([face('a', [4, 5], null, 160)])?.azimuthDegrees).toBe(160);
    expect(roofOrientationOf([face('a', [4, 5], null, null)])).toBeNull();
    expect(roofOrientationOf([])).toBeNull();
  });
});

describe('a roof face’s bearing in the sketch', () => {
  const sketch = (azimuth: unknown) => ({
    version: 0,
    polygons: [{ id: 'a', label: 'South face', pitch: 30, azimuth, points: rectangle(4, 5) }],
    obstructions: [],
    markers: [],
  });

  it('is optional, from 0° to 360°', () => {
    expect(siteSketchInputSchema.safeParse(sketch(180)).success).toBe(true);
    expect(siteSketchInputSchema.safeParse(sketch(null)).success).toBe(true);
    const { polygons, ...rest } = sketch(undefined);
    const withoutBearing = { ...rest, polygons: polygons.map(({ azimuth: _, ...p }) => p) };
    expect(siteSketchInputSchema.safeParse(withoutBearing).success).toBe(true);
    expect(siteSketchInputSchema.safeParse(sketch(361)).success).toBe(false);
    expect(siteSketchInputSchema.safeParse(sketch(-1)).success).toBe(false);
  });
});
