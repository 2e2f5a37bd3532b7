import { Box } from '@chakra-ui/react';
import type { ProjectMaterialStatus } from '@solar/shared';
import { materialStatusLook } from '../utils/material-status-look';

/** The marker's shape and mark, small, for the list and the legend (the label says it in words). */
export function MaterialStatusMark({ status }: { status: ProjectMaterialStatus }) {
  const look = materialStatusLook[status];
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      width="18px"
      height="18px"
      color="white"
      fontSize="11px"
      fontWeight="bold"
      lineHeight="1"
      style={{ background: look.color }}
      borderRadius={look.shape === 'circle' ? 'full' : '2px'}
      transform={look.shape === 'diamond' ? 'rotate(45deg) scale(0.85)' : undefined}
    >
      <Box as="span" transform={look.shape === 'diamond' ? 'rotate(-45deg)' : undefined}>
        {look.mark}
      </Box>
    </Box>
  );
}
