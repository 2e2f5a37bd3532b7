import {
  canMoveShipment,
  isShipmentEditable,
  shipmentMovesFrom,
  shipmentNumber,
} from '../shipping-rules';
import { shipmentMoveSchema, shipmentInputSchema } from '../shipping-schemas';

describe('shipment moves', () => {
  it('ship or cancel a planned shipment, deliver a shipped one, and nothing after', () => {
    expect(shipmentMovesFrom('Planned')).toEqual(['Shipped', 'Cancelled']);
    expect(canMoveShipment('Shipped', 'Delivered')).toBe(true);
    expect(canMoveShipment('Shipped', 'Cancelled')).toBe(false);
    expect(canMoveShipment('Planned', 'Delivered')).toBe(false);
    expect(shipmentMovesFrom('Delivered')).toEqual([]);
    expect(shipmentMovesFrom('Cancelled')).toEqual([]);
  });

  it('let only a planned shipment be edited', () => {
    expect(isShipmentEditable('Planned')).toBe(true);
    expect(isShipmentEditable('Shipped')).toBe(false);
  });

  it('number shipments with six digits', () => {
    expect(shipmentNumber(42)).toBe('SH-000042');
  });
});

describe('shipment schemas', () => {
  const input = {
    deal_id: 1,
    warehouse_id: 2,
    carrier: ' Purolator ',
    tracking_number: '',
    planned_ship_date: '2026-12-01',
    notes: '',
    lines: [{ item_id: 3, quantity: 5 }],
  };

  it('accept a shipment and trim its words', () => {
    expect(shipmentInputSchema.parse(input).carrier).toBe('Purolator');
  });

  it('refuse an item twice, no lines and a bad date', () => {
    expect(
      shipmentInputSchema.safeParse({ ...input, lines: [...input.lines, ...input.lines] }).success,
    ).toBe(false);
    expect(shipmentInputSchema.safeParse({ ...input, lines: [] }).success).toBe(false);
    expect(
      shipmentInputSchema.safeParse({ ...input, planned_ship_date: '2026-13-45' }).success,
    ).toBe(false);
  });

  it('need who signed for a delivery', () => {
    expect(
      shipmentMoveSchema.safeParse({
        status: 'Delivered',
        version: 1,
        delivered_on: '2026-11-01',
        signed_by: '  ',
      }).success,
    ).toBe(false);
  });
});
