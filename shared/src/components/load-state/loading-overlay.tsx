import { Box, Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface LoadingOverlayProps {
  loading: boolean;
  /** What is loading, for screen readers ("Loading deals"). */
  label: string;
  children: ReactNode;
}

/**
 * A list that reloads in place: the current rows stay visible under a veil and a spinner, so a
 * new page or filter does not make the table jump. The veil lets the pointer through: leaving the
 * search box (which reports the search at once) by pressing a row's link starts a reload between
 * the press and the release, and a veil that caught the release would swallow the click.
 */
export function LoadingOverlay({ loading, label, children }: LoadingOverlayProps) {
  return (
    <Box position="relative" aria-busy={loading}>
      {loading ? (
        <Center
          position="absolute"
          inset="0"
          bg="bg/70"
          zIndex="1"
          pointerEvents="none"
          role="status"
          aria-label={label}
        >
          <Spinner size="lg" />
        </Center>
      ) : null}
      {children}
    </Box>
  );
}
