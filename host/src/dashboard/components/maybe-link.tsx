import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { selectPermittedPaths, useAppSelector } from '@solar/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface MaybeLinkProps {
  /** The menu path the target page needs. */
  menuPath: string;
  to: string;
  children: ReactNode;
}

/**
 * A link when the user's menu holds the target's path, else plain text: the guard would only
 * answer a forbidden page with a permission message.
 */
export function MaybeLink({ menuPath, to, children }: MaybeLinkProps) {
  const permitted = useAppSelector(selectPermittedPaths);
  if (!permitted.includes(menuPath)) return <Text as="span">{children}</Text>;
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}
