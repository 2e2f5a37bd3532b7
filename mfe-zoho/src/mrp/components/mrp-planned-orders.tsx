import { Badge, Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { formatCalendarDay, formatNumber, type MrpRunItem, workplacePath } from '@solar/shared';
import { Link as RouterLink } from 'react-router';

interface MrpPlannedOrdersProps {
  item: MrpRunItem;
  selected: ReadonlySet<number>;
  onToggle: (plannedOrderId: number, checked: boolean) => void;
}

/** An item's planned orders: each selectable until it is a purchase order, then a link to it. */
export function MrpPlannedOrders({ item, selected, onToggle }: MrpPlannedOrdersProps) {
  if (item.planned_orders.length === 0) return null;
  return (
    <Stack gap="1" as="ul" listStyleType="none" aria-label={`Planned orders of ${item.itemno}`}>
      {item.planned_orders.map((order) => {
        const what = `${formatNumber(order.quantity)} of ${item.itemno}, release ${formatCalendarDay(order.release_week)}, receive ${formatCalendarDay(order.receipt_week)}`;
        return (
          <li key={order.id}>
            {order.purchase_order ? (
              <Text fontSize="sm">
                {what} ·{' '}
                <Link asChild>
                  <RouterLink
                    to={`${workplacePath('logistics/orders')}?search=${encodeURIComponent(order.purchase_order.number)}`}
                  >
                    {order.purchase_order.number}
                  </RouterLink>
                </Link>
              </Text>
            ) : (
              <Checkbox.Root
                size="sm"
                checked={selected.has(order.id)}
                onCheckedChange={(details) => onToggle(order.id, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">
                  {what}
                  {order.late ? (
                    <Badge ml="2" colorPalette="red">
                      late
                    </Badge>
                  ) : null}
                </Checkbox.Label>
              </Checkbox.Root>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
