import { messages, type ProjectMaterialStatus } from '@solar/shared';

export interface MaterialStatusLook {
  label: string;
  /** The tag's palette and the marker's fill. */
  palette: string;
  color: string;
  /** A second signal beside the colour: the marker's shape and the mark inside it. */
  shape: 'circle' | 'diamond' | 'square';
  mark: string;
}

/** How each material status is drawn, on the map, in the list and in the legend. */
export const materialStatusLook: Record<ProjectMaterialStatus, MaterialStatusLook> = {
  short: {
    label: messages.projectMaterialShort,
    palette: 'red',
    color: '#c53030',
    shape: 'diamond',
    mark: '!',
  },
  available: {
    label: messages.projectMaterialAvailable,
    palette: 'green',
    color: '#2f855a',
    shape: 'circle',
    mark: '✓',
  },
  shipped: {
    label: messages.projectMaterialShipped,
    palette: 'blue',
    color: '#2b6cb0',
    shape: 'square',
    mark: 'S',
  },
};
