import { Button } from '@chakra-ui/react';
import { messages, PageHeader, workplaceRouteByPattern } from '@solar/shared';
import { useState } from 'react';
import { LeadImportDialog } from '../lead-import/lead-import-dialog';

const { title } = workplaceRouteByPattern('crm/leads');

/** Leads Management: in the specification a heading only; the page says what it is for. */
export function LeadsPage() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <PageHeader
        title={title}
        description="Leads are people and businesses interested in a solar or heating and cooling installation who are not yet deals. Capturing, assigning and following up leads will happen here; these tools are not available yet."
      />
      <Button variant="outline" onClick={() => setImporting(true)}>
        {messages.importLeads}
      </Button>
      {importing ? <LeadImportDialog onClose={() => setImporting(false)} /> : null}
    </>
  );
}
