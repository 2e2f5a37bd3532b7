import { useLocation } from 'react-router';

/**
 * Shows the router's location (path and query) as the status "Location", so a test can see where
 * a page navigated to: `screen.getByRole('status', { name: 'Location' })`.
 */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{pathname + search}</output>;
}
