/**
 * How customers reach support. The spec shows the Chat with Support button without behaviour and
 * names no contact details; these are the product's defaults until the business supplies its own.
 */
export const supportContact = {
  phone: '1-800-555-0199',
  /** `tel:` form of the phone number. */
  phoneHref: 'tel:+18005550199',
  email: 'support@example.com',
  hours: 'Monday to Friday, 8 am to 6 pm',
} as const;
