import { Badge, Box, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { menuAccessStateOf, type MenuItem } from '@solar/shared';

interface MenuAccessTreeViewProps {
  items: readonly MenuItem[];
  checked: ReadonlySet<number>;
  disabled?: boolean;
  onToggle: (item: MenuItem, value: boolean) => void;
}

/**
 * The whole menu as nested checkboxes: each item by title with its path; a parent's box sets all
 * its children and shows the indeterminate state when only some are checked.
 */
export function MenuAccessTreeView({
  items,
  checked,
  disabled,
  onToggle,
}: MenuAccessTreeViewProps) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" ps="0">
      {items.map((item) => (
        <Box as="li" key={item.id}>
          <Checkbox.Root
            checked={menuAccessStateOf(item, checked)}
            disabled={disabled}
            onCheckedChange={(details) => onToggle(item, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <HStack gap="2" wrap="wrap">
                <Text as="span" fontWeight={item.children.length > 0 ? 'semibold' : 'normal'}>
                  {item.title}
                </Text>
                {item.path ? (
                  <Text as="span" color="fg.muted" fontSize="sm" fontFamily="mono">
                    {item.path}
                  </Text>
                ) : null}
                {item.is_show ? null : (
                  <Badge size="sm" variant="outline">
                    not in the sidebar
                  </Badge>
                )}
              </HStack>
            </Checkbox.Label>
          </Checkbox.Root>
          {item.children.length > 0 ? (
            <Box ps="6" pt="1">
              <MenuAccessTreeView
                items={item.children}
                checked={checked}
                disabled={disabled ?? false}
                onToggle={onToggle}
              />
            </Box>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
