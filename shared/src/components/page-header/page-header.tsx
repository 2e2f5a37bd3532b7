import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links for the page's main actions, aligned to the right on wide screens. */
  actions?: ReactNode;
}

/** The heading block of every workplace page: the page's one `h1`, a description and actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-start' }}
      justify="space-between"
      gap="4"
      mb="6"
    >
      <Box>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description ? (
          <Text mt="2" color="fg.muted" maxW="3xl">
            {description}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <Flex gap="2" wrap="wrap" flexShrink={0}>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
