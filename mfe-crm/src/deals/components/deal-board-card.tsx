import { Box, Button, HStack, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { type DealBoardCard as Card, messages, type NamedItem, StatusTag } from '@solar/shared';
import type { PointerEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { dealPagePaths } from '../../crm-shared/utils/deal-page-paths';
import { kilowattsText } from '../utils/kilowatts-text';

interface DealBoardCardProps {
  card: Card;
  stages: readonly NamedItem[];
  /** The board's own URL: the details page opened from a card comes back to it. */
  returnTo: string;
  /** Being dragged: the card stays in place, dimmed, while a copy follows the pointer. */
  dragging: boolean;
  onMove: (stageId: number) => void;
  handleProps: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

/** One deal on the board: its name (to its details), sales person, status and size, and its moves. */
export function DealBoardCard({
  card,
  stages,
  returnTo,
  dragging,
  onMove,
  handleProps,
}: DealBoardCardProps) {
  const targets = stages.filter((stage) => stage.id !== card.stage_id);
  return (
    <Box
      as="li"
      listStyleType="none"
      data-deal-id={card.id}
      borderWidth="1px"
      rounded="md"
      bg="bg"
      p="2"
      opacity={dragging ? 0.4 : 1}
    >
      <HStack align="start" gap="1">
        <Box
          asChild
          // The handle alone takes the finger: the rest of the card still scrolls the board.
          touchAction="none"
          cursor="grab"
          color="fg.muted"
          px="1"
          minW="6"
          minH="8"
          rounded="sm"
          fontSize="lg"
          lineHeight="1"
        >
          {/* Out of the tab order: the keyboard moves a card with its "Move to…" menu. */}
          <button
            type="button"
            aria-label={`${messages.dealBoardDragHandle}: ${card.name}`}
            title={messages.dealBoardDragHandle}
            tabIndex={-1}
            {...handleProps}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <Link asChild colorPalette="blue" fontWeight="medium" wordBreak="break-word">
            <RouterLink to={dealPagePaths.details(card.id)} state={{ returnTo }}>
              {card.name}
            </RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted" truncate title={card.sales_person?.email}>
            {card.sales_person?.username ?? '-'}
          </Text>
          <HStack justify="space-between" gap="2" wrap="wrap">
            <StatusTag label={card.status.name} />
            {card.system_size_watts !== null ? (
              <Text fontSize="sm">{kilowattsText(card.system_size_watts)}</Text>
            ) : null}
          </HStack>
        </Stack>
        <Menu.Root onSelect={(details) => onMove(Number(details.value))}>
          <Menu.Trigger asChild>
            <Button
              size="xs"
              variant="ghost"
              aria-label={`${messages.dealBoardMoveTo} ${card.name}`}
            >
              {messages.dealBoardMoveTo}
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {targets.map((stage) => (
                  <Menu.Item key={stage.id} value={String(stage.id)}>
                    {stage.name}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </Box>
  );
}
