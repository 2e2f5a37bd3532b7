import type { PurchaseOrderStatus } from './stock-constants';

/**
 * The moves a person may make by hand. Partially received and Received follow from receipts,
 * never from a button; a received or cancelled order is closed.
 */
const manualMoves: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  Draft: ['Sent', 'Cancelled'],
  Sent: ['Cancelled'],
  'Partially received': ['Cancelled'],
  Received: [],
  Cancelled: [],
};

export function canMovePurchaseOrder(from: PurchaseOrderStatus, to: PurchaseOrderStatus): boolean {
  return manualMoves[from].includes(to);
}

export function canReceivePurchaseOrder(status: PurchaseOrderStatus): boolean {
  return status === 'Sent' || status === 'Partially received';
}

/** An order's status after a receipt: Received once every line has all it ordered. */
export function statusAfterReceipt(
  lines: readonly { quantity: number; received: number }[],
): PurchaseOrderStatus {
  return lines.every((line) => line.received >= line.quantity) ? 'Received' : 'Partially received';
}

/** What is still expected of a line: never below zero (an over-receipt expects nothing more). */
export function outstandingQuantity(line: { quantity: number; received: number }): number {
  return Math.max(line.quantity - line.received, 0);
}
