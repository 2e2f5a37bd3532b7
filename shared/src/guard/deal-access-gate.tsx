import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDealAccess } from './use-deal-access';

/** Renders a deal page only once the server has granted access to its deal (guard step 7). */
export function DealAccessGate({
  dealId,
  children,
}: {
  dealId: string | null;
  children: ReactNode;
}) {
  const access = useDealAccess(dealId);
  if (access === 'allowed') return <>{children}</>;
  return (
    <Center py="16" aria-busy="true">
      <Spinner size="lg" aria-label="Checking access to this deal" />
    </Center>
  );
}
