import { Center, Spinner } from '@chakra-ui/react';

/** A portal page's wait for its data: a spinner named for what is loading. */
export function PortalLoading({ label }: { label: string }) {
  return (
    <Center py="16" role="status" aria-label={label}>
      <Spinner size="lg" />
    </Center>
  );
}
