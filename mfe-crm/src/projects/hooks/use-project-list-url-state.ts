import { useListUrlState } from '@solar/shared';
import { projectListUrlCodec } from '../utils/project-list-url-state';

/** A projects list's state, kept in the URL like every list's. */
export function useProjectListUrlState() {
  return useListUrlState(projectListUrlCodec);
}
