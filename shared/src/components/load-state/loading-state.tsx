import { Center, Spinner } from '@chakra-ui/react';

/** A page's data on its way: a spinner announced to screen readers by what is loading. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="16" role="status" aria-label={label}>
      <Spinner size="lg" />
    </Center>
  );
}
