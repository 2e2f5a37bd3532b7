import { Button } from '@chakra-ui/react';
import { toWorkplacePath, type TemplateGroup } from '@solar/shared';
import { Link } from 'react-router';

/** The editor link of a template list; the editor starts with that list's group chosen. */
export function NewTemplateLink({ group }: { group: TemplateGroup }) {
  const search = new URLSearchParams({ group }).toString();
  return (
    <Button asChild colorPalette="blue">
      <Link to={`${toWorkplacePath('template/editor')}?${search}`}>New Template</Link>
    </Button>
  );
}
