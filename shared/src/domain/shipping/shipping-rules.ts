import type { ShipmentStatus } from './shipping-constants';

/**
 * The moves a person makes. A planned shipment ships or is cancelled; a shipped one is delivered.
 * A shipped shipment cannot be cancelled: its stock has left the warehouse, and bringing it back
 * is a receipt or an installation return, not an undo.
 */
const moves: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  Planned: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

export function canMoveShipment(from: ShipmentStatus, to: ShipmentStatus): boolean {
  return moves[from].includes(to);
}

/** The statuses a shipment in `from` may move to, for its buttons. */
export function shipmentMovesFrom(from: ShipmentStatus): readonly ShipmentStatus[] {
  return moves[from];
}

/** Only a planned shipment's lines and details may change: after that they are what left. */
export function isShipmentEditable(status: ShipmentStatus): boolean {
  return status === 'Planned';
}

/** How people quote a shipment: SH- and its number, six digits. */
export function shipmentNumber(id: number): string {
  return `SH-${String(id).padStart(6, '0')}`;
}
