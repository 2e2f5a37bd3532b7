import { Alert } from '@chakra-ui/react';
import { messages } from '@solar/shared';

/** What a deal page shows for a deal id that does not exist. */
export function DealNotFound() {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title>{messages.dealDoesNotExist}</Alert.Title>
    </Alert.Root>
  );
}
