import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { formatCalendarDay, formatNumber } from '@solar/shared';
import { mrpRowLabels } from '../utils/mrp-row-labels';
import { isShort, type MrpGridProps } from './mrp-grid';
import { MrpFigure } from './mrp-figure';
import { MrpPlannedOrders } from './mrp-planned-orders';

const shortLabels: Record<string, string> = {
  gross: 'Gross',
  receipts: 'Due in',
  projected: 'On hand',
  net: 'Net',
  planned_receipts: 'Plan in',
  planned_releases: 'Order',
};

/**
 * The plan for narrow screens: one card per item; opened, its weeks down the page with the six
 * rows across, so nothing has to scroll sideways far.
 */
export function MrpItemList({
  weeks,
  items,
  expanded,
  onExpand,
  selected,
  onToggle,
  onOpenSources,
}: MrpGridProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="MRP plan by item">
      {items.map((item) => {
        const open = expanded.has(item.item_id);
        const short = item.rows.net.some((value) => value > 0);
        return (
          <Box as="li" key={item.item_id} borderWidth="1px" borderRadius="md" p="3">
            <Button
              variant="ghost"
              size="sm"
              px="1"
              h="auto"
              py="1"
              w="full"
              justifyContent="flex-start"
              textAlign="start"
              whiteSpace="normal"
              aria-expanded={open}
              onClick={() => onExpand(item.item_id, !open)}
            >
              <Stack gap="0" align="flex-start">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">
                    <span aria-hidden="true">{open ? '▾' : '▸'}</span> {item.itemno}
                  </Text>
                  {short ? <Badge colorPalette="red">short</Badge> : null}
                  {item.exceptions.length > 0 ? (
                    <Badge colorPalette="orange">
                      {formatNumber(item.exceptions.length)} exceptions
                    </Badge>
                  ) : null}
                </HStack>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {item.itemdes}
                </Text>
              </Stack>
            </Button>
            {open ? (
              <Stack gap="3" mt="2">
                <Box overflowX="auto">
                  <Table.Root size="sm" fontSize="xs" aria-label={`Plan of ${item.itemno}`}>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader px="1">Week</Table.ColumnHeader>
                        {mrpRowLabels.map(({ key, label }) => (
                          <Table.ColumnHeader
                            key={key}
                            px="0.5"
                            textAlign="end"
                            fontSize="2xs"
                            title={label}
                          >
                            {shortLabels[key]}
                          </Table.ColumnHeader>
                        ))}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {weeks.map((week, index) => (
                        <Table.Row key={week}>
                          <Table.Cell px="0.5" fontSize="xs">
                            {formatCalendarDay(week)}
                          </Table.Cell>
                          {mrpRowLabels.map(({ key, label }) => {
                            const value = item.rows[key][index]!;
                            const sources = key === 'gross' || key === 'receipts' ? key : null;
                            return (
                              <Table.Cell key={key} px="0.5" textAlign="end">
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
                      ))}
                    </Table.Body>
                  </Table.Root>
                  <Text fontSize="2xs" color="fg.muted" mt="1">
                    Due in: scheduled receipts · Plan in: planned order receipts · Order: planned
                    order releases
                  </Text>
                </Box>
                {item.exceptions.map((text) => (
                  <Text key={text} fontSize="sm" color="orange.fg">
                    {text}
                  </Text>
                ))}
                <MrpPlannedOrders item={item} selected={selected} onToggle={onToggle} />
              </Stack>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
