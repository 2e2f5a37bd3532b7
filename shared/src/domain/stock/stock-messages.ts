// Messages: the stock ledger, warehouses, stock counts, vendors, purchase orders and receiving.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.
// The specification names none of these texts; they are our own.

// Warehouses.
export const pleaseEnterWarehouseName = 'Please enter the warehouse name';
export const warehouseNameTooLong = 'Name must be at most 100 characters';
export const warehouseAddressTooLong = 'Address must be at most 300 characters';
export const warehouseNameTaken = 'A warehouse with this name already exists';
export const warehouseNotFound = 'Warehouse not found';
export const warehouseInactive = 'This warehouse is inactive';
export const lastActiveWarehouse =
  'At least one warehouse must stay active: activate another one before deactivating this one';
export const onlyAdministratorsAllowNegative =
  'Only an administrator may change whether a warehouse allows negative stock';
export const warehouseSaved = 'Warehouse saved';

// The ledger.
export const stockWouldGoNegative = (item: string, warehouse: string, available: number) =>
  `Not enough stock of ${item} in ${warehouse}: ${available} on hand`;
export const quarantineWouldGoNegative = (item: string, warehouse: string) =>
  `Not enough quarantined stock of ${item} in ${warehouse}`;
export const stockItemNotFound = 'Item not found';
export const pleaseEnterQuantity = 'Please enter a quantity';
export const quantityWholeNumber = 'Quantity must be a whole number';
export const quantityPositive = 'Quantity must be at least 1';
export const quantityTooLarge = 'Quantity must be at most 1,000,000';
export const transferSameWarehouse = 'Choose two different warehouses';
export const transferPosted = 'Transfer posted';
export const reorderPointSaved = 'Reorder point saved';

// Stock count.
export const countNothingToPost = 'No counted quantity differs from the stock on hand';
export const countStockChanged =
  'Stock in this warehouse changed while you were counting. Reload the count and check the differences again.';
export const countDuplicateItem = 'Each item may be counted once';
export const countPosted = (lines: number) =>
  lines === 1 ? '1 adjustment posted' : `${lines} adjustments posted`;

// Vendors.
export const pleaseEnterVendorName = 'Please enter the vendor name';
export const vendorNameTooLong = 'Name must be at most 200 characters';
export const vendorNameTaken = 'A vendor with this name already exists';
export const vendorNotFound = 'Vendor not found';
export const vendorEmailInvalid = 'Please enter a valid e-mail address';
export const leadTimeDaysInvalid = 'Lead time must be a whole number of days between 0 and 365';
export const vendorSaved = 'Vendor saved';

// Purchase orders.
export const purchaseOrderNotFound = 'Purchase order not found';
export const pleaseSelectVendor = 'Please select a vendor';
export const pleaseSelectWarehouse = 'Please select a warehouse';
export const pleaseSelectItem = 'Please select an item';
export const purchaseOrderNeedsLines = 'Add at least one line';
export const purchaseOrderDuplicateItem = 'Each item may appear once on an order';
export const unitCostInvalid =
  'Unit cost must be a number between 0 and 1,000,000 with at most 2 decimals';
export const expectedDateInvalid = 'Expected date must be a date (YYYY-MM-DD)';
export const purchaseOrderNotEditable = 'Only a draft order can be changed';
export const purchaseOrderMoveRefused = (from: string, to: string) =>
  `An order that is ${from} cannot become ${to}`;
export const purchaseOrderNotReceivable = 'Only a sent or partially received order can be received';
export const purchaseOrderSaved = 'Purchase order saved';
export const purchaseOrderSent = 'Purchase order marked as sent';
export const purchaseOrderCancelled = 'Purchase order cancelled';
export const purchaseOrderVendorHasNoEmail =
  "Add the vendor's e-mail address before sending the order to them";
export const purchaseOrderSentToVendor = (email: string) =>
  `Purchase order sent to ${email}; it is now marked as sent`;

// Receiving.
export const receiptLineUnknown = 'A received line does not belong to this order';
export const receiptNothingReceived = 'Enter a received quantity on at least one line';
export const overReceiptNeedsConfirmation = (item: string, ordered: number, received: number) =>
  `${item}: ${received} received would exceed the ${ordered} ordered. Confirm to receive more than ordered.`;
export const receiptPosted = 'Receipt posted';
export const damagedToQuarantine = (quantity: number) =>
  `${quantity} damaged went to quarantine with a non-conformance record`;

// Non-conforming material.
export const ncmRecordNotFound = 'Non-conformance record not found';
export const pleaseSelectNcmSource = 'Please select where the material came from';
export const pleaseDescribeNcm = 'Please describe what is wrong with the material';
export const ncmDescriptionTooLong = 'Description must be at most 2,000 characters';
export const pleaseGiveNcmReason = 'Please give the reason';
export const ncmReasonTooLong = 'Reason must be at most 500 characters';
export const ncmMoveRefused = (from: string, to: string) =>
  `A record that is ${from} cannot become ${to}`;
export const ncmPhotoNotImage = 'A photo must be a PNG, JPEG, WebP or HEIC image';
export const ncmTooManyPhotos = 'A record keeps at most 20 photos';
export const ncmRecordCreated = 'Non-conformance recorded: the quantity is in quarantine';
export const ncmRecordMoved = (status: string) => `Record is now ${status}`;
export const ncmPhotoUploaded = 'Photo added';
