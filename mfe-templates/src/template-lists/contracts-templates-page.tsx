import { PageHeader, workplaceRouteByPattern } from '@solar/shared';
import { NewTemplateLink } from './new-template-link';

const { title } = workplaceRouteByPattern('template/contracts');

/** Contracts Templates: a placeholder page of the specification, with its purpose. */
export function ContractsTemplatesPage() {
  return (
    <PageHeader
      title={title}
      description="The contract documents sent to customers for signature will be listed here. Listing saved templates is not available yet; you can lay out a new one in the template editor."
      actions={<NewTemplateLink group="Contract" />}
    />
  );
}
