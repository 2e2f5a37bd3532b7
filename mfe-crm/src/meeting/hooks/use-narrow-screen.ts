import { useSyncExternalStore } from 'react';

const narrowQuery = '(max-width: 47.99em)';

/** True on a phone-sized screen, where the calendar opens on its agenda. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(narrowQuery);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(narrowQuery).matches,
  );
}
