import { z } from 'zod';
import { messages } from '../messages';

/** A point on the map in degrees. */
const latLngSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type LatLng = z.infer<typeof latLngSchema>;

/** Enough for any roof outline; keeps a sketch's JSON small. */
const maxSketchPolygonPoints = 100;
const maxSketchShapes = 200;
const sketchLabelMaxLength = 60;

const idSchema = z.string().min(1).max(64);
const labelSchema = z
  .string()
  .trim()
  .min(1, { error: messages.sketchShapeNeedsLabel })
  .max(sketchLabelMaxLength);
const ringSchema = z
  .array(latLngSchema)
  .min(3, { error: messages.sketchPolygonTooFew })
  .max(maxSketchPolygonPoints);

/**
 * A roof face: its outline, a label ("South face"), and when known its pitch in degrees and the
 * compass bearing it faces (180 due south, 90 east, 270 west), which the location estimate of a
 * proposal starts from. Sketches saved before the bearing existed have none.
 */
const roofFaceSchema = z.strictObject({
  id: idSchema,
  label: labelSchema,
  pitch: z.number().min(0).max(90).nullable(),
  azimuth: z.number().min(0).max(360).nullable().optional(),
  points: ringSchema,
});
export type RoofFace = z.infer<typeof roofFaceSchema>;

/** Something panels must avoid: an outline (a dormer) or a circle (a chimney, a vent). */
const obstructionSchema = z.discriminatedUnion('shape', [
  z.strictObject({
    id: idSchema,
    label: labelSchema,
    shape: z.literal('polygon'),
    points: ringSchema,
  }),
  z.strictObject({
    id: idSchema,
    label: labelSchema,
    shape: z.literal('circle'),
    center: latLngSchema,
    /** Metres. */
    radius: z.number().positive().max(500),
  }),
]);
export type Obstruction = z.infer<typeof obstructionSchema>;

/** Where the electricity meter is, or where the panel (breaker box) is. */
const sketchMarkerSchema = z.strictObject({
  id: idSchema,
  label: labelSchema,
  type: z.enum(['meter', 'panel']),
  position: latLngSchema,
});

const shapeListsSchema = z.strictObject({
  polygons: z.array(roofFaceSchema).max(maxSketchShapes),
  obstructions: z.array(obstructionSchema).max(maxSketchShapes),
  markers: z.array(sketchMarkerSchema).max(maxSketchShapes),
});

/**
 * `PUT /api/crm/site-sketch/{dealId}/`: the whole sketch, and the `version` it was edited from
 * (0 for a deal without one). A stale version answers 409 so two people never silently overwrite
 * each other's drawing.
 */
export const siteSketchInputSchema = shapeListsSchema
  .extend({ version: z.number().int().min(0) })
  .refine(
    (sketch) => {
      const ids = [
        ...sketch.polygons.map((shape) => shape.id),
        ...sketch.obstructions.map((shape) => shape.id),
        ...sketch.markers.map((shape) => shape.id),
      ];
      return new Set(ids).size === ids.length;
    },
    { message: 'Shape ids must be unique within a sketch', path: ['polygons'] },
  );
export type SiteSketchInput = z.infer<typeof siteSketchInputSchema>;

/** The stored shape lists (what the database keeps as JSON). */
export const siteSketchShapesSchema = shapeListsSchema;
export type SiteSketchShapes = z.infer<typeof siteSketchShapesSchema>;

/**
 * `GET /api/crm/site-sketch/{dealId}/` and the answer of the `PUT`. A deal without a sketch
 * answers empty lists with version 0 and `updated_at` null (the page then starts a new one).
 */
export const siteSketchSchema = z.object({
  deal: z.number().int(),
  polygons: z.array(roofFaceSchema),
  obstructions: z.array(obstructionSchema),
  markers: z.array(sketchMarkerSchema),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type SiteSketch = z.infer<typeof siteSketchSchema>;
