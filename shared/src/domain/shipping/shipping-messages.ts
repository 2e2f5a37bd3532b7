// Messages: shipments to job sites (Shipping Details and the deal's Shipments card).
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.
// The specification names none of these texts; they are our own.

export const shipmentNotFound = 'Shipment not found';
export const dealHasShipments = 'This deal has shipments of equipment, so it cannot be deleted';
export const shipmentDealRequired = 'Please select a deal';
export const shipmentDealNotFound = 'Deal not found';
export const shipmentNeedsLines = 'Add at least one line to ship';
export const shipmentDuplicateItem = 'Each item may appear once on a shipment';
export const shipmentPlannedDateRequired = 'Please enter the planned ship date (YYYY-MM-DD)';
export const shipmentDateInvalid = 'Enter a date (YYYY-MM-DD)';
export const shipmentDateInFuture = 'A shipped or delivered date cannot be in the future';
export const shipmentDeliveredBeforeShipped = 'The delivered date cannot be before the ship date';
export const shipmentCarrierTooLong = 'Carrier must be at most 100 characters';
export const shipmentTrackingTooLong = 'Tracking number must be at most 100 characters';
export const shipmentSignedByRequired = 'Enter who signed for the delivery';
export const shipmentSignedByTooLong = 'Signed by must be at most 100 characters';
export const shipmentNotEditable = 'Only a planned shipment can be changed';
export const shipmentMoveRefused = (from: string, to: string) =>
  `A shipment that is ${from} cannot become ${to}`;
export const shipmentProofOnlyWhenDelivered =
  'A proof photo can be added once the shipment is delivered';
export const shipmentProofMustBeImage =
  'The proof of delivery must be a photo (PNG, JPEG, WebP or HEIC)';

// The page.
export const shipmentCreated = (number: string) =>
  `Shipment ${number} planned: its stock is reserved`;
export const shipmentSaved = 'Shipment saved';
export const shipmentShipped = 'Shipment shipped: its stock was issued to the job site';
export const shipmentDelivered = 'Shipment marked as delivered';
export const shipmentDeliveredMilestone =
  'Shipment marked as delivered; the project\'s "Equipment delivered" milestone is recorded';
export const shipmentCancelled = 'Shipment cancelled: its reservation was released';
export const shipmentProofSaved = 'Proof of delivery saved';
export const shipmentsEmpty =
  'No shipments yet. Choose "New shipment" and pick a deal to ship its parts list to the job site.';
export const shipmentsNoneMatch =
  'No shipment matches these filters. Clear them to see every shipment.';
export const shipmentsLoadFailed = 'Could not load the shipments';
export const shipmentLoadFailed = 'Could not load the shipment';
export const shipmentPartsListEmpty =
  'This deal has no parts list to ship yet: add lines by hand, or save a proposal design and choose a parts list.';
export const shipmentShortOfStock = (available: number) =>
  `Only ${available} available in this warehouse`;
export const dealShipmentsEmpty = 'No shipments for this deal yet.';
export const dealShipmentsLoadFailed = 'Could not load the shipments of this deal';
export const shipmentDeliveredMilestoneReason =
  'Recorded when the shipment of the equipment was delivered';
