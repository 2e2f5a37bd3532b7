import { Box, Checkbox, Heading, Stack } from '@chakra-ui/react';
import { menuAccessStateOf, type MenuItem, workplaceTitleOfMenuPath } from '@solar/shared';

interface MenuAccessTreeViewProps {
  items: readonly MenuItem[];
  checked: ReadonlySet<number>;
  disabled?: boolean;
  onToggle: (item: MenuItem, value: boolean) => void;
}

/** A page by the title people know it by in the workplace, never by its route. */
const titleOf = (item: MenuItem) =>
  item.path ? workplaceTitleOfMenuPath(item.path, item.title) : item.title;

function AccessCheckbox({
  item,
  checked,
  disabled,
  onToggle,
  strong,
}: Omit<MenuAccessTreeViewProps, 'items'> & { item: MenuItem; strong?: boolean }) {
  return (
    <Checkbox.Root
      checked={menuAccessStateOf(item, checked)}
      disabled={disabled}
      onCheckedChange={(details) => onToggle(item, details.checked === true)}
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontWeight={strong ? 'semibold' : 'normal'}>{titleOf(item)}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function AccessList(props: MenuAccessTreeViewProps) {
  const { items, ...rest } = props;
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" ps="0">
      {items.map((item) => (
        <Box as="li" key={item.id}>
          <AccessCheckbox item={item} {...rest} strong={item.children.length > 0} />
          {item.children.length > 0 ? (
            <Box ps="6" pt="1.5">
              <AccessList {...rest} items={item.children} />
            </Box>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The menu's pages by title, one box per area side by side so that the whole set fits a screen:
 * an area's box sets all of its pages and shows the indeterminate state when only some are
 * checked.
 */
export function MenuAccessTreeView({
  items,
  checked,
  disabled,
  onToggle,
}: MenuAccessTreeViewProps) {
  const rest = { checked, disabled: disabled ?? false, onToggle };
  return (
    // Newspaper columns rather than a grid: a short area fills the room beside a long one, so the
    // whole menu is about as tall as its longest area.
    <Box columnCount={{ base: 1, md: 2, xl: 3 }} columnGap="4">
      {items.map((area) => (
        <Box
          as="section"
          key={area.id}
          aria-label={titleOf(area)}
          borderWidth="1px"
          rounded="md"
          p="3"
          mb="4"
          display="inline-block"
          w="full"
          breakInside="avoid"
        >
          <Heading as="h3" size="sm" mb={area.children.length > 0 ? '2' : '0'}>
            <AccessCheckbox item={area} {...rest} strong />
          </Heading>
          {area.children.length > 0 ? <AccessList {...rest} items={area.children} /> : null}
        </Box>
      ))}
    </Box>
  );
}
