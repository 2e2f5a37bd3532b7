import type { ItemAttribute } from '@solar/shared';

const typeNames: Record<ItemAttribute['type'], string> = {
  text: 'Text',
  number: 'Number',
  choice: 'Choice',
};

/** What an attribute holds, as the list says it: "Number (W)", "Choice: Module, Inverter", "Text". */
export function attributeKindLabel(attribute: Pick<ItemAttribute, 'type' | 'unit' | 'options'>) {
  if (attribute.type === 'number') {
    return attribute.unit === '' ? typeNames.number : `${typeNames.number} (${attribute.unit})`;
  }
  if (attribute.type === 'choice') return `${typeNames.choice}: ${attribute.options.join(', ')}`;
  return typeNames.text;
}

/** The type names for the type select, in the order the form offers them. */
export const attributeTypeOptions = (Object.keys(typeNames) as ItemAttribute['type'][]).map(
  (type) => ({ value: type, label: typeNames[type] }),
);
