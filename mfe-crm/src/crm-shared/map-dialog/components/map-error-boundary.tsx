import { Alert, Button, Center, Stack } from '@chakra-ui/react';
import { messages } from '@solar/shared';
import { Component, type ReactNode } from 'react';

interface MapErrorBoundaryProps {
  children: ReactNode;
}

interface MapErrorBoundaryState {
  message: string | null;
  attempt: number;
}

/** Leaflet's own words when the element it should draw into is missing. */
const containerMissing = /map container not found/i;

/**
 * Keeps a map that failed to initialise from taking the whole dialog down: the left panel (search,
 * sales person, Cancel) stays usable, and Retry builds the map again from scratch.
 */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, MapErrorBoundaryState> {
  override state: MapErrorBoundaryState = { message: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<MapErrorBoundaryState> {
    const text = error instanceof Error ? error.message : String(error);
    return {
      message: containerMissing.test(text)
        ? messages.mapContainerNotFound
        : messages.failedToLoadMap,
    };
  }

  override render() {
    const { message, attempt } = this.state;
    if (message === null)
      return (
        <Stack key={attempt} h="full" gap="0">
          {this.props.children}
        </Stack>
      );
    return (
      <Center h="full" p="6" bg="bg.muted">
        <Stack gap="3" align="center">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{message}</Alert.Title>
          </Alert.Root>
          <Button
            variant="outline"
            onClick={() =>
              this.setState(({ attempt: previous }) => ({ message: null, attempt: previous + 1 }))
            }
          >
            Retry
          </Button>
        </Stack>
      </Center>
    );
  }
}
