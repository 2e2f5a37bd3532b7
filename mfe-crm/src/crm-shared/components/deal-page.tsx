import { Box, Button } from '@chakra-ui/react';
import { DealAccessGate, PageHeader } from '@solar/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { parseDealIdParam } from '../utils/parse-deal-id-param';
import { dealPagePaths } from '../utils/deal-page-paths';
import { DealNotFound } from './deal-not-found';

interface DealPageProps {
  title: string;
  /** The page's content for the deal, rendered once the server grants access to it. */
  children: (dealId: number) => ReactNode;
}

/**
 * A page about one deal (`…/:dealId`): the title with "Back to deals", then the content, only once
 * the server grants access to the deal; an id that is not a number is a deal not found.
 */
export function DealPage({ title, children }: DealPageProps) {
  const id = parseDealIdParam(useParams().dealId);
  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          <Button variant="outline" asChild>
            <RouterLink to={dealPagePaths.list}>Back to deals</RouterLink>
          </Button>
        }
      />
      {id === null ? (
        <DealNotFound />
      ) : (
        <DealAccessGate dealId={String(id)}>{children(id)}</DealAccessGate>
      )}
    </Box>
  );
}
