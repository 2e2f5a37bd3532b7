import { formatNumber, type ItemAttributeValue } from '@solar/shared';

/** A value as lists show it: numbers with the product's number format and their unit. */
export function attributeValueLabel(value: Pick<ItemAttributeValue, 'value' | 'unit'>): string {
  if (typeof value.value === 'number') {
    const number = formatNumber(value.value);
    return value.unit === '' ? number : `${number} ${value.unit}`;
  }
  return value.value;
}
