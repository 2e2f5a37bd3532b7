import type { SketchShape } from './sketch-shapes';

/** The editor's shapes with every earlier state, for undo. */
interface SketchHistory {
  shapes: SketchShape[];
  past: SketchShape[][];
}

type SketchAction =
  | { type: 'add'; shape: SketchShape }
  | { type: 'update'; id: string; change: (shape: SketchShape) => SketchShape }
  | { type: 'delete'; id: string }
  | { type: 'undo' };

/** Long enough for any session; bounds memory on a page left open all day. */
const maxUndo = 200;

export function sketchHistoryReducer(state: SketchHistory, action: SketchAction): SketchHistory {
  const commit = (shapes: SketchShape[]) => ({
    shapes,
    past: [...state.past, state.shapes].slice(-maxUndo),
  });
  switch (action.type) {
    case 'add':
      return commit([...state.shapes, action.shape]);
    case 'update':
      return commit(
        state.shapes.map((shape) => (shape.id === action.id ? action.change(shape) : shape)),
      );
    case 'delete':
      return commit(state.shapes.filter((shape) => shape.id !== action.id));
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { shapes: previous, past: state.past.slice(0, -1) };
    }
  }
}
