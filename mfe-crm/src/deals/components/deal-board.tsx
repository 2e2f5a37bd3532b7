import { Box, Text } from '@chakra-ui/react';
import {
  type DealBoardQuery,
  LoadFailure,
  LoadingOverlay,
  messages,
  serverErrorTextOf,
} from '@solar/shared';
import { useRef } from 'react';
import { useBoardDrag } from '../hooks/use-board-drag';
import { useDealBoard } from '../hooks/use-deal-board';
import { DealBoardColumn } from './deal-board-column';

interface DealBoardProps {
  filters: DealBoardQuery;
  returnTo: string;
}

/**
 * The deals as a pipeline board: one column per stage in the pipeline's order. Cards move by
 * dragging their handle or, from the keyboard, through their "Move to…" menu. On a phone the
 * columns scroll sideways one at a time.
 */
export function DealBoard({ filters, returnTo }: DealBoardProps) {
  const { board, columns, move, loadMore, loadingStage } = useDealBoard(filters);
  const scroller = useRef<HTMLDivElement>(null);
  const stages = columns.map((column) => column.stage);
  const cardOf = (dealId: number) =>
    columns.flatMap((column) => column.cards).find((card) => card.id === dealId);
  const moveCard = (dealId: number, stageId: number) => {
    const card = cardOf(dealId);
    if (card) void move(card, stageId);
  };
  const drag = useBoardDrag(scroller, moveCard);
  const dragged = drag.drag ? cardOf(drag.drag.dealId) : undefined;
  const empty = board.data !== undefined && columns.every((column) => column.count === 0);

  if (board.isError) {
    return (
      <LoadFailure
        message={messages.failedToLoadDealBoard}
        description={serverErrorTextOf(board.error)}
        onRetry={() => void board.refetch()}
      />
    );
  }

  return (
    // Covered while other filters load, not while a move's refresh brings the same board back.
    <LoadingOverlay
      loading={board.isFetching && board.currentData === undefined}
      label="Loading the pipeline board"
    >
      <Text fontSize="sm" color="fg.muted" mb="2">
        {empty ? messages.dealBoardNoDeals : messages.dealBoardHelp}
      </Text>
      <Box
        ref={scroller}
        role="region"
        aria-label="Pipeline board"
        display="flex"
        gap="3"
        overflowX="auto"
        pb="2"
        // Snap one column at a time on a phone; a drag near the edge scrolls freely.
        scrollSnapType={{ base: drag.drag ? 'none' : 'x mandatory', sm: 'none' }}
        alignItems="flex-start"
        minH="40"
      >
        {columns.map((column) => (
          <DealBoardColumn
            key={column.stage.id}
            column={column}
            stages={stages}
            returnTo={returnTo}
            loading={loadingStage === column.stage.id}
            drag={drag}
            onMove={moveCard}
            onLoadMore={() => void loadMore(column.stage.id)}
          />
        ))}
      </Box>
      {drag.drag && dragged ? (
        <Box
          aria-hidden="true"
          position="fixed"
          left={`${drag.drag.x + 8}px`}
          top={`${drag.drag.y + 8}px`}
          pointerEvents="none"
          zIndex="overlay"
          bg="bg"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          px="3"
          py="2"
          maxW="16rem"
          fontWeight="medium"
        >
          {dragged.name}
        </Box>
      ) : null}
    </LoadingOverlay>
  );
}
