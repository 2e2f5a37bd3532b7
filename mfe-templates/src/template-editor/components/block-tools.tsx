import { Button, ButtonGroup, Stack, Text } from '@chakra-ui/react';
import type { BlockKind } from '@solar/shared';
import type { Dispatch } from 'react';
import type { EditorAction } from '../utils/editor-reducer';

const blockTools: readonly { kind: BlockKind; label: string }[] = [
  { kind: 'text', label: 'Text' },
  { kind: 'image', label: 'Image' },
  { kind: 'chart', label: 'Chart' },
  { kind: 'table', label: 'Table' },
];

interface BlockToolsProps {
  /** The current page's number, counted from 1. */
  pageNumber: number;
  dispatch: Dispatch<EditorAction>;
}

/** New Page and the toolbar that adds a text, image, chart or table block to the current page. */
export function BlockTools({ pageNumber, dispatch }: BlockToolsProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'center' }}>
      <Button variant="outline" onClick={() => dispatch({ type: 'addPage' })}>
        New Page
      </Button>
      <ButtonGroup role="toolbar" aria-label="Blocks" variant="outline" size="sm" attached>
        {blockTools.map((tool) => (
          <Button key={tool.kind} onClick={() => dispatch({ type: 'addBlock', kind: tool.kind })}>
            {tool.label}
          </Button>
        ))}
      </ButtonGroup>
      <Text fontSize="sm" color="fg.muted">
        Each tool adds a block to page {pageNumber}. Drag blocks or use the arrow keys (Shift: 10
        mm, Alt: resize); Delete removes the selected block.
      </Text>
    </Stack>
  );
}
