/** Where a shipment to a job site stands. Planned reserves its stock; Shipped issued it. */
export const shipmentStatuses = ['Planned', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** Each status's tag colour: on its way, arrived, called off. */
export const shipmentStatusPalettes: Record<ShipmentStatus, string> = {
  Planned: 'blue',
  Shipped: 'orange',
  Delivered: 'green',
  Cancelled: 'gray',
};

/** Rows per page of the shipments list. */
export const shipmentsPageSize = 20;
/** Lines one shipment may carry. */
export const maxShipmentLines = 200;
/** How many deals the deal picker answers at once; typing narrows beyond that. */
export const shipmentDealPickLimit = 20;
/** How many parts lists the prefill offers to choose from. */
export const shipmentPartsListLimit = 50;
export const shipmentCarrierMaxLength = 100;
export const shipmentTrackingMaxLength = 100;
export const shipmentSignedByMaxLength = 100;
export const shipmentNotesMaxLength = 2_000;
