// Messages: A deal's site sketch.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// A deal's site sketch (our own texts).
export const siteSketchSaved = 'Site sketch saved successfully';
export const failedToLoadSiteSketch = 'Failed to load site sketch';
export const failedToSaveSiteSketch = 'Failed to save site sketch: ';
export const sketchShapeNeedsLabel = 'Every shape needs a label';
export const sketchPolygonTooFew = 'A roof face or obstruction needs at least 3 points';
