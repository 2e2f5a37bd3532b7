import { Box, Text } from '@chakra-ui/react';
import {
  pageDimensions,
  pageOrientationLabels,
  type PageOrientation,
  type PageSize,
} from '@solar/shared';

export interface PageSheetProps {
  pageNumber: number;
  size: PageSize;
  orientation: PageOrientation;
  /** Width of the sheet on screen; its height follows from the real paper proportions. */
  width: string;
}

/** How a sheet is described to screen readers: number, paper and real size. */
export function sheetLabelOf(pageNumber: number, size: PageSize, orientation: PageOrientation) {
  const { widthMm, heightMm } = pageDimensions(size, orientation);
  return `Page ${pageNumber}, ${size} ${pageOrientationLabels[orientation].toLowerCase()}, ${widthMm} × ${heightMm} mm`;
}

/**
 * An empty sheet drawn in the proportions of the chosen paper. The ratio is an inline style (not a
 * style prop) so that it is exact and readable in tests.
 */
export function PageSheet({ pageNumber, size, orientation, width }: PageSheetProps) {
  const { widthMm, heightMm } = pageDimensions(size, orientation);
  return (
    <Box
      role="img"
      aria-label={sheetLabelOf(pageNumber, size, orientation)}
      width={width}
      maxW="full"
      bg="white"
      borderWidth="1px"
      borderColor="border.emphasized"
      boxShadow="sm"
      display="flex"
      alignItems="center"
      justifyContent="center"
      style={{ aspectRatio: `${widthMm} / ${heightMm}` }}
    >
      <Text fontSize="xs" color="fg.subtle" aria-hidden="true">
        {pageNumber}
      </Text>
    </Box>
  );
}
