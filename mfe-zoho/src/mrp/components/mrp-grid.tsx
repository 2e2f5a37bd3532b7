import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { formatCalendarDay, formatNumber, type MrpRunItem } from '@solar/shared';
import { Fragment } from 'react';
import { moveFocusInTable } from '../../zoho-shared/utils/move-focus-in-table';
import { mrpRowLabels } from '../utils/mrp-row-labels';
import { MrpFigure } from './mrp-figure';
import { MrpPlannedOrders } from './mrp-planned-orders';

export interface MrpGridProps {
  weeks: readonly string[];
  items: readonly MrpRunItem[];
  expanded: ReadonlySet<number>;
  onExpand: (itemId: number, open: boolean) => void;
  selected: ReadonlySet<number>;
  onToggle: (plannedOrderId: number, checked: boolean) => void;
  onOpenSources: (item: MrpRunItem, week: string, row: 'gross' | 'receipts') => void;
}

/** Stock below safety stock (or below zero without settings) is shown in red. */
export const isShort = (item: MrpRunItem, projected: number) =>
  projected < (item.settings?.safety_stock ?? 0);

/**
 * The plan as items × weeks, for wide screens: each item's projected on hand at a glance; opened,
 * its six rows, its exception messages and its planned orders. The item column stays in place
 * while the weeks scroll; arrow keys move between cells, Enter opens a figure's sources.
 */
export function MrpGrid({
  weeks,
  items,
  expanded,
  onExpand,
  selected,
  onToggle,
  onOpenSources,
}: MrpGridProps) {
  return (
    // The grid scrolls inside its own box, a screen high, so the week header stays on top while
    // the items scroll and the item column stays beside the weeks.
    <Box borderWidth="1px" borderRadius="md" overflow="auto" maxW="100%" maxH="calc(100vh - 8rem)">
      <Table.Root size="sm" aria-label="MRP plan" stickyHeader onKeyDown={moveFocusInTable}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader position="sticky" left="0" zIndex="2" bg="bg" w="64" minW="64">
              Item
            </Table.ColumnHeader>
            {weeks.map((week) => (
              <Table.ColumnHeader key={week} textAlign="end" minW="20" fontSize="xs">
                {formatCalendarDay(week)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => {
            const open = expanded.has(item.item_id);
            const short = item.rows.net.some((value) => value > 0);
            return (
              <Fragment key={item.item_id}>
                <Table.Row>
                  <Table.Cell
                    position="sticky"
                    left="0"
                    zIndex="1"
                    bg="bg"
                    w="64"
                    minW="64"
                    maxW="64"
                  >
                    <Stack gap="0.5" align="flex-start">
                      {/* The button says only what it opens, so its name is what it shows. */}
                      <Button
                        variant="ghost"
                        size="sm"
                        px="1"
                        h="auto"
                        py="0.5"
                        fontWeight="semibold"
                        aria-expanded={open}
                        aria-label={`${item.itemno}: ${open ? 'hide' : 'show'} the plan rows`}
                        onClick={() => onExpand(item.item_id, !open)}
                      >
                        <span aria-hidden="true">{open ? '▾' : '▸'}</span> {item.itemno}
                      </Button>
                      <Text
                        fontSize="xs"
                        color="fg.muted"
                        lineClamp={1}
                        px="1"
                        title={item.itemdes}
                      >
                        {item.itemdes}
                      </Text>
                      <HStack gap="1" wrap="wrap" px="1">
                        <Text fontSize="xs" color="fg.muted">
                          Projected on hand
                        </Text>
                        {short ? <Badge colorPalette="red">short</Badge> : null}
                        {item.exceptions.length > 0 ? (
                          <Badge colorPalette="orange">
                            {formatNumber(item.exceptions.length)} exceptions
                          </Badge>
                        ) : null}
                      </HStack>
                    </Stack>
                  </Table.Cell>
                  {item.rows.projected.map((value, index) => (
                    <Table.Cell key={weeks[index]} textAlign="end">
                      <MrpFigure
                        value={value}
                        warn={isShort(item, value)}
                        label={`projected on hand of ${item.itemno} in the week of ${formatCalendarDay(weeks[index]!)}`}
                      />
                    </Table.Cell>
                  ))}
                </Table.Row>
                {open
                  ? mrpRowLabels.map(({ key, label }) => (
                      <Table.Row key={key} bg="bg.subtle">
                        <Table.Cell position="sticky" left="0" zIndex="1" bg="bg.subtle" pl="8">
                          <Text fontSize="sm">{label}</Text>
                        </Table.Cell>
                        {item.rows[key].map((value, index) => {
                          const week = weeks[index]!;
                          const sources = key === 'gross' || key === 'receipts' ? key : null;
                          return (
                            <Table.Cell key={week} textAlign="end" px="1">
                              <MrpFigure
                                value={value}
                                warn={
                                  (key === 'projected' && isShort(item, value)) ||
                                  (key === 'net' && value > 0)
                                }
                                label={`${label.toLowerCase()} of ${item.itemno} in the week of ${formatCalendarDay(week)}`}
                                onOpen={
                                  sources ? () => onOpenSources(item, week, sources) : undefined
                                }
                              />
                            </Table.Cell>
                          );
                        })}
                      </Table.Row>
                    ))
                  : null}
                {open && (item.exceptions.length > 0 || item.planned_orders.length > 0) ? (
                  <Table.Row bg="bg.subtle">
                    <Table.Cell colSpan={weeks.length + 1} pl="8">
                      <Box position="sticky" left="8" maxW="3xl">
                        {item.exceptions.length > 0 ? (
                          <Stack
                            as="ul"
                            gap="0.5"
                            mb="2"
                            aria-label={`Exceptions of ${item.itemno}`}
                          >
                            {item.exceptions.map((text) => (
                              <Text as="li" key={text} fontSize="sm" color="orange.fg">
                                {text}
                              </Text>
                            ))}
                          </Stack>
                        ) : null}
                        <MrpPlannedOrders item={item} selected={selected} onToggle={onToggle} />
                      </Box>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
