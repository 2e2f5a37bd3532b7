import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import type { SalesPersonNode } from '@solar/shared';
import { personNameOf } from '../utils/tree-search';

interface SalesPersonTreeViewProps {
  nodes: readonly SalesPersonNode[];
  currentUserId: number | null;
  /** Ids whose children are hidden. */
  collapsed: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/** The hierarchy as an ARIA tree of nested lists; each manager has an expand/collapse button. */
export function SalesPersonTreeView({
  nodes,
  currentUserId,
  collapsed,
  onToggle,
}: SalesPersonTreeViewProps) {
  return (
    <Box as="ul" role="tree" aria-label="Sales person tree" listStyleType="none" m="0" p="0">
      {nodes.map((node) => (
        <TreeNode
          key={node.id}
          node={node}
          level={1}
          currentUserId={currentUserId}
          collapsed={collapsed}
          onToggle={onToggle}
        />
      ))}
    </Box>
  );
}

function TreeNode({
  node,
  level,
  currentUserId,
  collapsed,
  onToggle,
}: {
  node: SalesPersonNode;
  level: number;
  currentUserId: number | null;
  collapsed: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const hasChildren = node.children.length > 0;
  const open = hasChildren && !collapsed.has(node.id);
  const isMe = node.id === currentUserId;
  const name = personNameOf(node);
  const rowId = `sales-person-${node.id}`;
  return (
    // Named by its own row (the tree pattern's aria-labelledby), so the name says what the row
    // shows and never includes the people nested below it.
    <Box
      as="li"
      role="treeitem"
      aria-level={level}
      aria-expanded={hasChildren ? open : undefined}
      aria-labelledby={rowId}
      aria-current={isMe ? 'true' : undefined}
    >
      {/* On a phone the row wraps (the badges under the name) rather than pushing the page
          wider than the screen. */}
      <HStack
        id={rowId}
        columnGap="2"
        rowGap="0"
        flexWrap="wrap"
        py="1"
        px="2"
        rounded="md"
        bg={isMe ? 'blue.50' : undefined}
        borderWidth={isMe ? '1px' : '0'}
        borderColor="blue.300"
      >
        {hasChildren ? (
          <Button
            size="2xs"
            variant="ghost"
            aria-label={`${open ? 'Collapse' : 'Expand'} ${name}`}
            onClick={() => onToggle(node.id)}
          >
            {open ? '▾' : '▸'}
          </Button>
        ) : (
          <Box w="6" />
        )}
        {/* The spaces between the parts keep them separate words for assistive technology and
            axe (the row's text is the tree item's name); the flex layout does not show them. */}{' '}
        <Text fontWeight={isMe ? 'bold' : 'medium'}>{name}</Text>{' '}
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {node.username} · {node.email}
        </Text>{' '}
        {isMe ? <Badge colorPalette="blue">You</Badge> : null}{' '}
        {hasChildren ? (
          <Badge variant="outline">
            {node.children.length} {node.children.length === 1 ? 'report' : 'reports'}
          </Badge>
        ) : null}
      </HStack>
      {open ? (
        <Box as="ul" role="group" listStyleType="none" m="0" pl="6">
          {node.children.map((child) => (
            <TreeNode
              key={child.id}
              node={child}
              level={level + 1}
              currentUserId={currentUserId}
              collapsed={collapsed}
              onToggle={onToggle}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
