// What other modules may use of the items area: the attribute filter, for any list of items.
export { itemAttributeFilterCondition } from './zoho-attribute-queries';
