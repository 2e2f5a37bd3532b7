import { Alert, Button } from '@chakra-ui/react';

interface LoadFailureProps {
  /** The spec's failure message for what did not load. */
  message: string;
  /** The server's detail, when it gave one. */
  description?: string | undefined;
  onRetry: () => void;
}

/** A page (or a part of one) whose data did not load: its message and a Retry that refetches. */
export function LoadFailure({ message, description, onRetry }: LoadFailureProps) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
