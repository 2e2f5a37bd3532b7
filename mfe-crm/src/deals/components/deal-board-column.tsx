import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatNumber, messages, type NamedItem } from '@solar/shared';
import type { ShownColumn } from '../utils/board-columns-of';
import { DealBoardCard } from './deal-board-card';
import { kilowattsText } from '../utils/kilowatts-text';
import type { useBoardDrag } from '../hooks/use-board-drag';

interface DealBoardColumnProps {
  column: ShownColumn;
  stages: readonly NamedItem[];
  returnTo: string;
  loading: boolean;
  drag: ReturnType<typeof useBoardDrag>;
  onMove: (dealId: number, stageId: number) => void;
  onLoadMore: () => void;
}

/** One stage of the board: its count and known kW, its cards, and "Load more" for the rest. */
export function DealBoardColumn({
  column,
  stages,
  returnTo,
  loading,
  drag,
  onMove,
  onLoadMore,
}: DealBoardColumnProps) {
  const headingId = `board-stage-${column.stage.id}`;
  const over = drag.drag !== null && drag.drag.overStageId === column.stage.id;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-board-stage={column.stage.id}
      // One column about the width of a phone's screen; narrower side by side on wider screens.
      flex={{ base: '0 0 calc(100% - 2.5rem)', sm: '0 0 18rem' }}
      scrollSnapAlign="start"
      borderWidth="1px"
      borderColor={over ? 'blue.solid' : 'border'}
      bg={over ? 'blue.subtle' : 'bg.subtle'}
      rounded="md"
      p="2"
    >
      <Stack gap="0" mb="2" px="1">
        <HStack justify="space-between" gap="2">
          <Heading as="h3" size="sm" id={headingId}>
            {column.stage.name}
          </Heading>
          <Badge aria-label={`${formatNumber(column.count)} deals`} variant="solid">
            {formatNumber(column.count)}
          </Badge>
        </HStack>
        {column.sizedCount > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {kilowattsText(column.systemSizeWatts)} ({formatNumber(column.sizedCount)} sized)
          </Text>
        ) : null}
      </Stack>
      {column.cards.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" px="1" py="4">
          {messages.dealBoardEmptyColumn}
        </Text>
      ) : (
        <Stack as="ul" gap="2" m="0" p="0">
          {column.cards.map((card) => (
            <DealBoardCard
              key={card.id}
              card={card}
              stages={stages}
              returnTo={returnTo}
              dragging={drag.drag?.dealId === card.id}
              onMove={(stageId) => onMove(card.id, stageId)}
              handleProps={drag.handleProps(card.id)}
            />
          ))}
        </Stack>
      )}
      {column.nextCursor ? (
        <Button
          mt="2"
          w="full"
          size="sm"
          variant="outline"
          loading={loading}
          onClick={onLoadMore}
          aria-label={`${messages.dealBoardLoadMore}: ${column.stage.name}`}
        >
          {messages.dealBoardLoadMore}
        </Button>
      ) : null}
    </Box>
  );
}
