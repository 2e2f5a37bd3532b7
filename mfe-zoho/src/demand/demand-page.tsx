import { Box, Button, Table, Text } from '@chakra-ui/react';
import {
  formatIsoWeek,
  formatNumber,
  LoadFailure,
  LoadingOverlay,
  messages,
  PageHeader,
  useListUrlState,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { moveFocusInTable } from '../zoho-shared/utils/move-focus-in-table';
import { WeekWindowFilter } from '../zoho-shared/components/week-window-filter';
import { weekWindowUrlCodec } from '../zoho-shared/utils/week-window-url-codec';
import { useDemandGridQuery } from './api/demand-endpoints';
import { DemandCellDialog } from './components/demand-cell-dialog';

const { title } = workplaceRouteByPattern('logistics/demand');

type Opened = { item: { id: number; itemno: string; itemdes: string }; week: string } | null;

/**
 * Demand: the parts the coming installations need, item by ISO week: scheduled projects through
 * their linked parts lists (less what was already shipped to them) and the planned
 * installations. Every number opens the projects and plans it comes from.
 */
export function DemandPage() {
  const { state, update } = useListUrlState(weekWindowUrlCodec);
  const grid = useDemandGridQuery({ fromWeek: state.fromWeek, weeks: state.weeks });
  const [opened, setOpened] = useState<Opened>(null);
  const weeks = grid.data?.weeks ?? [];
  const rows = grid.data?.items ?? [];

  return (
    <Box>
      <PageHeader
        title={title}
        description="Gross requirements per item and ISO week, from projects with a scheduled installation and from planned installations, through the BOM and panel links. Select a number to see where it comes from."
      />
      <WeekWindowFilter value={state} onChange={(window) => update(() => window)} />
      {grid.isError ? (
        <LoadFailure
          message="The demand could not be loaded."
          onRetry={() => void grid.refetch()}
        />
      ) : grid.isSuccess && rows.length === 0 ? (
        <Text color="fg.muted" py="6">
          {messages.demandEmpty}
        </Text>
      ) : (
        <LoadingOverlay loading={grid.isFetching} label="Loading demand">
          {/* Scrolls in its own box, a screen high, so the weeks stay on top and the items beside. */}
          <Box borderWidth="1px" borderRadius="md" overflow="auto" maxH="calc(100vh - 8rem)">
            <Table.Root size="sm" aria-label="Demand" stickyHeader onKeyDown={moveFocusInTable}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader position="sticky" left="0" zIndex="2" bg="bg" minW="48">
                    Item
                  </Table.ColumnHeader>
                  {weeks.map((week) => (
                    <Table.ColumnHeader key={week} textAlign="end" minW="20" fontSize="xs">
                      {formatIsoWeek(week)}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.item_id}>
                    <Table.Cell position="sticky" left="0" zIndex="1" bg="bg" minW="48" maxW="72">
                      <Text fontWeight="medium">{row.itemno}</Text>
                      <Text fontSize="xs" color="fg.muted" lineClamp={1} title={row.itemdes}>
                        {row.itemdes}
                      </Text>
                    </Table.Cell>
                    {row.quantities.map((quantity, index) => (
                      <Table.Cell key={weeks[index]} textAlign="end" px="1">
                        {quantity === 0 ? (
                          <Text as="span" color="fg.subtle">
                            ·
                          </Text>
                        ) : (
                          <Button
                            size="xs"
                            variant="ghost"
                            aria-label={`${formatNumber(quantity)} of ${row.itemno} in the week of ${formatIsoWeek(weeks[index]!)}: show sources`}
                            onClick={() =>
                              setOpened({
                                item: { id: row.item_id, itemno: row.itemno, itemdes: row.itemdes },
                                week: weeks[index]!,
                              })
                            }
                          >
                            {formatNumber(quantity)}
                          </Button>
                        )}
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end" fontWeight="semibold">
                      {formatNumber(row.total)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </LoadingOverlay>
      )}
      {opened ? (
        <DemandCellDialog item={opened.item} week={opened.week} onClose={() => setOpened(null)} />
      ) : null}
    </Box>
  );
}
