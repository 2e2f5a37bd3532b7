import { PageHeader, workplaceRouteByPattern } from '@solar/shared';
import { NewTemplateLink } from './new-template-link';

const { title } = workplaceRouteByPattern('template/invoices');

/** Invoices Templates: a placeholder page of the specification, with its purpose. */
export function InvoicesTemplatesPage() {
  return (
    <PageHeader
      title={title}
      description="The invoice layouts used to bill customers will be listed here. Listing saved templates is not available yet; you can lay out a new one in the template editor."
      actions={<NewTemplateLink group="Invoice" />}
    />
  );
}
