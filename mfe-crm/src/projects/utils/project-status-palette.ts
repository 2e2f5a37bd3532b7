import type { ProjectStatus } from '@solar/shared';

/** One colour per project status, the same in the lists, the board and the dialog. */
export const projectStatusPalette: Record<ProjectStatus, string> = {
  'On track': 'green',
  'At risk': 'orange',
  Blocked: 'red',
  Done: 'teal',
  Cancelled: 'gray',
};
