import { fetchApiFile, useAppStore } from '@solar/shared';
import { useEffect, useState } from 'react';

/**
 * Object URLs of photos by their download path, shared by the thumbnail and the full-size view.
 * A stored photo never changes (another upload is another photo), so one fetch per page load.
 */
const cache = new Map<string, Promise<string | null>>();

/** A record photo as the page can show it: fetched with the bearer token, then kept. */
export function useNcmPhotoUrl(recordId: number, photoId: number): string | null {
  const store = useAppStore();
  const path = `/api/ncm/${recordId}/photos/${photoId}/file/`;
  const [loaded, setLoaded] = useState<{ path: string; url: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    let pending = cache.get(path);
    if (!pending) {
      pending = fetchApiFile(store, path).then((file) =>
        file ? URL.createObjectURL(file.blob) : null,
      );
      cache.set(path, pending);
      // A failure is forgotten so that a later render can try again.
      void pending.then((url) => {
        if (url === null) cache.delete(path);
      });
    }
    void pending.then((url) => {
      if (current) setLoaded({ path, url });
    });
    return () => {
      current = false;
    };
  }, [path, store]);
  return loaded?.path === path ? loaded.url : null;
}
