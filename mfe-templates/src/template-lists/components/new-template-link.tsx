import { Button } from '@chakra-ui/react';
import { workplacePath, type TemplateGroup } from '@solar/shared';
import { Link } from 'react-router';

/** The editor link of a template list; the editor starts with that list's group chosen. */
export function NewTemplateLink({ group }: { group: TemplateGroup }) {
  const search = new URLSearchParams({ group }).toString();
  // Chakra's Button adds type="button", which would land on the anchor: a link has no such type.
  return (
    <Button asChild type={undefined}>
      <Link to={`${workplacePath('template/editor/:templateId?')}?${search}`}>New Template</Link>
    </Button>
  );
}
