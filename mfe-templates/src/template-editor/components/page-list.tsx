import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { TemplatePage } from '@solar/shared';
import type { Dispatch } from 'react';
import type { EditorAction } from '../utils/editor-reducer';

interface PageListProps {
  pages: readonly TemplatePage[];
  currentPageId: string;
  dispatch: Dispatch<EditorAction>;
}

/** The template's pages: choose the one to edit, move it earlier or later, delete it. */
export function PageList({ pages, currentPageId, dispatch }: PageListProps) {
  const currentIndex = pages.findIndex((page) => page.id === currentPageId);
  const current = pages[currentIndex]!;
  const number = currentIndex + 1;
  return (
    <Stack gap="2">
      <HStack gap="1" wrap="wrap" role="group" aria-label="Pages">
        {pages.map((page, index) => (
          <Button
            key={page.id}
            size="xs"
            variant={page.id === currentPageId ? 'solid' : 'outline'}
            aria-current={page.id === currentPageId ? 'page' : undefined}
            onClick={() => dispatch({ type: 'selectPage', pageId: page.id })}
          >
            Page {index + 1}
          </Button>
        ))}
      </HStack>
      <HStack gap="1" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" me="2">
          Page {number} of {pages.length}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          disabled={currentIndex === 0}
          onClick={() => dispatch({ type: 'movePage', pageId: current.id, offset: -1 })}
        >
          Move page {number} earlier
        </Button>
        <Button
          size="xs"
          variant="ghost"
          disabled={currentIndex === pages.length - 1}
          onClick={() => dispatch({ type: 'movePage', pageId: current.id, offset: 1 })}
        >
          Move page {number} later
        </Button>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          disabled={pages.length === 1}
          onClick={() => dispatch({ type: 'deletePage', pageId: current.id })}
        >
          Delete page {number}
        </Button>
      </HStack>
    </Stack>
  );
}
