import { requestTimeouts } from '../domain';
import { baseQuery, type AppStore } from '../store';

export interface ApiFile {
  blob: Blob;
  /** From the answer's Content-Disposition, when it names one. */
  fileName: string | null;
}

function fileNameOf(disposition: string | null | undefined): string | null {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match ? match[1]! : null;
}

/**
 * A binary answer of the API (a PDF, an image) through the shared base query, so it carries the
 * bearer token and the shared toast explains a failure (401 logs out, 403 goes to the dashboard,
 * other failures toast), without keeping the bytes in the Redux store. Null when it failed.
 */
export async function fetchApiFile(store: AppStore, url: string): Promise<ApiFile | null> {
  const controller = new AbortController();
  const result = await baseQuery(
    {
      url,
      responseHandler: (response) => (response.ok ? response.blob() : response.json()),
    },
    {
      signal: controller.signal,
      abort: () => controller.abort(),
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint: 'apiFile',
      type: 'query',
    },
    { errorPolicy: 'shared-toast', timeout: requestTimeouts.sharedHelper },
  );
  // Checked by shape: in tests the Blob comes from another realm than the page's `Blob`.
  const data = result.data as Blob | undefined;
  if (result.error || typeof data?.size !== 'number' || typeof data.arrayBuffer !== 'function') {
    return null;
  }
  return {
    blob: data,
    fileName: fileNameOf(result.meta?.response?.headers.get('Content-Disposition')),
  };
}
