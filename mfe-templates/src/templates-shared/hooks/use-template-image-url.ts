import { fetchApiFile, useAppStore } from '@solar/shared';
import { useEffect, useState } from 'react';

/**
 * Object URLs of template images by id, shared by every block showing the same image. Stored
 * images never change (a new upload gets a new id), so one fetch per id per page load suffices.
 */
const cache = new Map<number, Promise<string | null>>();

/** The displayable URL of a stored image: fetched with the bearer token, then kept. */
export function useTemplateImageUrl(imageId: number | null): string | null {
  const store = useAppStore();
  const [loaded, setLoaded] = useState<{ id: number; url: string | null } | null>(null);
  useEffect(() => {
    if (imageId === null) return;
    let current = true;
    let pending = cache.get(imageId);
    if (!pending) {
      pending = fetchApiFile(store, `/api/templates/images/${imageId}/`).then((file) =>
        file ? URL.createObjectURL(file.blob) : null,
      );
      cache.set(imageId, pending);
      // A failure is forgotten so that a later render can try again.
      void pending.then((url) => {
        if (url === null) cache.delete(imageId);
      });
    }
    void pending.then((url) => {
      if (current) setLoaded({ id: imageId, url });
    });
    return () => {
      current = false;
    };
  }, [imageId, store]);
  return imageId !== null && loaded?.id === imageId ? loaded.url : null;
}
