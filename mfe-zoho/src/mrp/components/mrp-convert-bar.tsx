import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import {
  messages,
  type MrpConvertResult,
  notify,
  serverFieldTextOf,
  workplacePath,
} from '@solar/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMrpConvertMutation } from '../api/mrp-endpoints';

interface MrpConvertBarProps {
  runId: number;
  selected: readonly number[];
  onConverted: () => void;
}

/** Create purchase orders from the selected planned orders, then link to the drafts made. */
export function MrpConvertBar({ runId, selected, onConverted }: MrpConvertBarProps) {
  const [convert, converting] = useMrpConvertMutation();
  const [created, setCreated] = useState<MrpConvertResult['purchase_orders']>([]);
  const run = async () => {
    const result = await convert({ runId, plannedOrderIds: [...selected] });
    if ('error' in result) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    setCreated(result.data.purchase_orders);
    notify.success(messages.mrpPurchaseOrdersCreated(result.data.purchase_orders.length));
    onConverted();
  };
  return (
    <Stack gap="2" mb="3">
      <HStack gap="3" wrap="wrap">
        <Button
          onClick={() => void run()}
          disabled={selected.length === 0}
          loading={converting.isLoading}
        >
          Create purchase orders
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {selected.length === 0
            ? 'Select planned orders in the opened items to order them.'
            : `${selected.length} planned ${selected.length === 1 ? 'order' : 'orders'} selected`}
        </Text>
      </HStack>
      {created.length > 0 ? (
        <HStack gap="3" wrap="wrap" role="status" aria-label="Purchase orders created">
          <Text fontSize="sm">{messages.mrpPurchaseOrdersCreated(created.length)}:</Text>
          {created.map((order) => (
            <Link key={order.id} asChild fontSize="sm">
              <RouterLink
                to={`${workplacePath('logistics/orders')}?search=${encodeURIComponent(order.number)}`}
              >
                {order.number} ({order.vendor})
              </RouterLink>
            </Link>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
