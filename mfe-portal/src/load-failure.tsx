import { Alert, Button } from '@chakra-ui/react';

/** A portal view whose data could not be loaded: its message and a Retry that really retries. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
