import { workplaceRouteByPattern } from '@solar/shared';
import { TemplateListPage } from './template-list-page';

const { title } = workplaceRouteByPattern('template/invoices');

/** Invoices Templates: the invoice layouts used to bill customers. */
export function InvoicesTemplatesPage() {
  return (
    <TemplateListPage
      title={title}
      group="Invoice"
      description="The invoice layouts used to bill customers. Open one to edit it, or start a new one."
    />
  );
}
