import {
  canMovePurchaseOrder,
  canReceivePurchaseOrder,
  outstandingQuantity,
  statusAfterReceipt,
} from '../purchase-order-rules';
import { purchaseOrderStatuses } from '../stock-constants';

describe('the purchase order state machine', () => {
  it('moves by hand only Draft → Sent and open orders → Cancelled', () => {
    const allowed = purchaseOrderStatuses.flatMap((from) =>
      purchaseOrderStatuses
        .filter((to) => canMovePurchaseOrder(from, to))
        .map((to) => `${from} → ${to}`),
    );
    expect(allowed).toEqual([
      'Draft → Sent',
      'Draft → Cancelled',
      'Sent → Cancelled',
      'Partially received → Cancelled',
    ]);
  });

  it('receives only sent or partially received orders', () => {
    expect(purchaseOrderStatuses.filter(canReceivePurchaseOrder)).toEqual([
      'Sent',
      'Partially received',
    ]);
  });

  it('is Received once every line has what it ordered, over-receipts included', () => {
    expect(statusAfterReceipt([{ quantity: 20, received: 18 }])).toBe('Partially received');
    expect(
      statusAfterReceipt([
        { quantity: 20, received: 20 },
        { quantity: 4, received: 5 },
      ]),
    ).toBe('Received');
    expect(outstandingQuantity({ quantity: 4, received: 5 })).toBe(0);
    expect(outstandingQuantity({ quantity: 20, received: 18 })).toBe(2);
  });
});
