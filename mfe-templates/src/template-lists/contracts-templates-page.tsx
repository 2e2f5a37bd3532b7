import { workplaceRouteByPattern } from '@solar/shared';
import { TemplateListPage } from './template-list-page';

const { title } = workplaceRouteByPattern('template/contracts');

/** Contracts Templates: the contract documents sent to customers for signature. */
export function ContractsTemplatesPage() {
  return (
    <TemplateListPage
      title={title}
      group="Contract"
      description="The contract documents sent to customers for signature. Open one to edit it, or start a new one."
    />
  );
}
