import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Heading,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { messages, PageHeader, workplaceRouteByPattern } from '@solar/shared';
import { useMemo, useState } from 'react';
import { useCrmSalesPersonTreeQuery } from '../crm-shared/api/deals-endpoints';
import { useErrorToast } from '../crm-shared/hooks/use-error-toast';
import { useCrmSalesPersonCanMoveQuery } from './api/sales-person-move-endpoints';
import { MovePersonPanel } from './components/move-person-panel';
import { SalesPersonTreeView } from './components/sales-person-tree-view';
import { filterSalesPersonTree } from './utils/tree-search';

const title = workplaceRouteByPattern('crm/sales-person-tree').title;

/**
 * `crm/sales-person-tree`: who reports to whom (the caller's own subtree; superusers see all),
 * searchable, with the caller highlighted. Superusers also get the move panel.
 */
export function SalesPersonTreePage() {
  const tree = useCrmSalesPersonTreeQuery(undefined, { refetchOnMountOrArgChange: true });
  const canMove = useCrmSalesPersonCanMoveQuery();
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  useErrorToast(tree.isError, messages.failedToLoadSalesPersonTree);
  const nodes = useMemo(() => tree.data?.data ?? [], [tree.data]);
  const shown = useMemo(() => filterSalesPersonTree(nodes, query), [nodes, query]);
  const searching = query.trim() !== '';

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box>
      <PageHeader title={title} />
      {tree.isLoading ? (
        <Center py="16" role="status" aria-label="Loading the sales-person tree">
          <Spinner size="lg" />
        </Center>
      ) : !tree.data ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{messages.failedToLoadSalesPersonTree}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void tree.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: canMove.data ? 3 : 1 }} gap="6">
          <Card.Root gridColumn={{ lg: canMove.data ? 'span 2' : undefined }}>
            <Card.Header>
              <Heading as="h2" size="md">
                Hierarchy
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="4">
                <Input
                  type="search"
                  aria-label="Search by name or email"
                  placeholder="Search by name or email"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
                {shown.length === 0 ? (
                  <Text color="fg.muted">
                    {searching ? 'Nobody matches this search.' : 'Nobody here yet.'}
                  </Text>
                ) : (
                  <SalesPersonTreeView
                    nodes={shown}
                    currentUserId={tree.data.current_user_id}
                    // While searching every match is shown, whatever was collapsed.
                    collapsed={searching ? new Set() : collapsed}
                    onToggle={toggle}
                  />
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
          {canMove.data ? <MovePersonPanel nodes={nodes} /> : null}
        </SimpleGrid>
      )}
    </Box>
  );
}
