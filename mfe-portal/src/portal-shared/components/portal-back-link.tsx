import { Button } from '@chakra-ui/react';
import { Link } from 'react-router';
import { portalPaths } from '../utils/portal-paths';

/** Every portal view's way back to the tiles. */
export function PortalBackLink() {
  return (
    <Button variant="outline" asChild>
      <Link to={portalPaths.home}>Back to the portal</Link>
    </Button>
  );
}
