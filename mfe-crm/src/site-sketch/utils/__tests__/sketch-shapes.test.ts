import type { SiteSketch } from '@solar/shared';
import { sketchHistoryReducer } from '../sketch-history';
import { moveShape, offsetPoint, shapeAt, shapesOfSketch, sketchInputOf } from '../sketch-shapes';

const stored: SiteSketch = {
  deal: 5,
  version: 3,
  updated_at: '2026-01-01T00:00:00.000Z',
  polygons: [
    {
      id: 'r1',
      label: 'South face',
      pitch: 30,
      azimuth: 175,
      points: [
        { lat: 46.1, lng: -63.1 },
        { lat: 46.2, lng: -63.1 },
        { lat: 46.2, lng: -63.2 },
      ],
    },
  ],
  obstructions: [
    {
      id: 'o1',
      label: 'Chimney',
      shape: 'circle',
      center: { lat: 46.15, lng: -63.15 },
      radius: 0.6,
    },
    {
      id: 'o2',
      label: 'Dormer',
      shape: 'polygon',
      points: [
        { lat: 46.11, lng: -63.11 },
        { lat: 46.12, lng: -63.11 },
        { lat: 46.12, lng: -63.12 },
      ],
    },
  ],
  markers: [{ id: 'm1', label: 'Meter', type: 'meter', position: { lat: 46.1, lng: -63.2 } }],
};

describe('sketch shapes', () => {
  it('round-trips a stored sketch through the editor list unchanged', () => {
    const shapes = shapesOfSketch(stored);
    expect(shapes.map((shape) => shape.kind)).toEqual(['roof', 'circle', 'obstruction', 'meter']);
    const { deal: _deal, updated_at: _at, ...body } = stored;
    expect(sketchInputOf(shapes, 3)).toEqual(body);
  });

  it('reads a face saved before bearings existed as facing nowhere in particular', () => {
    const { azimuth: _azimuth, ...olderFace } = stored.polygons[0]!;
    const [roof] = shapesOfSketch({ ...stored, polygons: [olderFace] });
    expect(roof).toMatchObject({ kind: 'roof', pitch: 30, azimuth: null });
    expect(sketchInputOf([roof!], 3).polygons[0]).toMatchObject({ pitch: 30, azimuth: null });
  });

  it('moves points by metres: 1 m north is about 1/111320 of a degree', () => {
    expect(offsetPoint({ lat: 0, lng: 0 }, 111.32, 0)).toEqual({ lat: 0.001, lng: 0 });
    expect(offsetPoint({ lat: 60, lng: 0 }, 0, 55.66).lng).toBeCloseTo(0.001, 6);
    const meter = shapesOfSketch(stored)[3]!;
    expect(moveShape(meter, 111.32, 0)).toMatchObject({ position: { lat: 46.101, lng: -63.2 } });
  });

  it('starts keyboard outlines as squares with numbered labels', () => {
    const shapes = shapesOfSketch(stored);
    const roof = shapeAt(shapes, 'roof', { lat: 46, lng: -63 });
    expect(roof).toMatchObject({ kind: 'roof', label: 'Roof face 2', pitch: null });
    expect(roof.kind === 'roof' && roof.points).toHaveLength(4);
    expect(shapeAt(shapes, 'panel', { lat: 46, lng: -63 })).toMatchObject({
      label: 'Panel 1',
      position: { lat: 46, lng: -63 },
    });
  });

  it('undoes adds, updates and deletes in order', () => {
    const start = { shapes: shapesOfSketch(stored), past: [] };
    const added = sketchHistoryReducer(start, {
      type: 'add',
      shape: shapeAt([], 'meter', { lat: 1, lng: 1 }),
    });
    const renamed = sketchHistoryReducer(added, {
      type: 'update',
      id: 'r1',
      change: (shape) => ({ ...shape, label: 'North face' }),
    });
    const deleted = sketchHistoryReducer(renamed, { type: 'delete', id: 'o1' });
    expect(deleted.shapes).toHaveLength(4);
    const once = sketchHistoryReducer(deleted, { type: 'undo' });
    expect(once.shapes).toBe(renamed.shapes);
    const twice = sketchHistoryReducer(once, { type: 'undo' });
    expect(twice.shapes[0]!.label).toBe('South face');
    const all = sketchHistoryReducer(sketchHistoryReducer(twice, { type: 'undo' }), {
      type: 'undo',
    });
    expect(all.shapes).toBe(start.shapes);
  });
});
