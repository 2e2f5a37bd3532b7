import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A client-side link inside the deals table; `label` names it for screen readers per row. */
export function DealRowLink({
  to,
  state,
  label,
  children,
}: {
  to: string;
  /** The history state the page opened gets (where it returns once saved). */
  state?: unknown;
  label: string;
  children: ReactNode;
}) {
  return (
    <Link asChild colorPalette="blue" fontWeight="medium" aria-label={label}>
      <RouterLink to={to} state={state}>
        {children}
      </RouterLink>
    </Link>
  );
}
