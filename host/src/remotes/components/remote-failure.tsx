import { Alert, Button, Stack } from '@chakra-ui/react';
import { areaTitles } from '@solar/shared';
import type { RemoteName } from '../utils/remote-loader';

function remoteFailureMessage(remote: RemoteName): string {
  return `The ${areaTitles[remote]} area could not be loaded.`;
}

/** Shown inside the shell when a remote cannot be loaded or crashes; the rest keeps working. */
export function RemoteFailure({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" maxW="2xl" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Content>
          <Alert.Title>{remoteFailureMessage(remote)}</Alert.Title>
          <Alert.Description>
            Its server may be down or being updated. The other areas still work.
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" alignSelf="flex-start" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert.Root>
  );
}
