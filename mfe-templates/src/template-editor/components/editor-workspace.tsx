import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type Dispatch } from 'react';
import { BlockInspector } from './block-inspector';
import { PageCanvas } from './page-canvas';
import { PageList } from './page-list';
import type { EditorAction, EditorState } from '../utils/editor-reducer';
import { useFittedScale } from '../hooks/use-fitted-scale';

/** The editor's sheet fits its longer side into this many pixels (less on a narrow screen). */
const editorBoxPx = 560;

interface EditorWorkspaceProps {
  state: EditorState;
  /** The saved template's id (images upload to it), or null before the first save. */
  templateId: number | null;
  dispatch: Dispatch<EditorAction>;
}

/** The "Editor" section: the page list, the current page's sheet and the selected block's inspector. */
export function EditorWorkspace({ state, templateId, dispatch }: EditorWorkspaceProps) {
  const headingId = useId();
  const document = state.present;
  const currentIndex = document.pages.findIndex((page) => page.id === state.currentPageId);
  const currentPage = document.pages[currentIndex]!;
  const selectedIndex = currentPage.blocks.findIndex((block) => block.id === state.selectedBlockId);
  const selectedBlock = selectedIndex >= 0 ? currentPage.blocks[selectedIndex]! : null;
  const { containerRef, scale } = useFittedScale(
    document.pageSize,
    document.orientation,
    editorBoxPx,
  );

  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.muted" p="6" rounded="md">
      <Heading as="h2" size="md" id={headingId} mb="4">
        Editor
      </Heading>
      <Stack gap="4">
        <PageList pages={document.pages} currentPageId={state.currentPageId} dispatch={dispatch} />
        <Box overflowX="auto" ref={containerRef}>
          <PageCanvas
            page={currentPage}
            pageNumber={currentIndex + 1}
            size={document.pageSize}
            orientation={document.orientation}
            scale={scale}
            selectedBlockId={state.selectedBlockId}
            dispatch={dispatch}
          />
        </Box>
        {selectedBlock ? (
          <BlockInspector
            block={selectedBlock}
            templateId={templateId}
            index={selectedIndex}
            blockCount={currentPage.blocks.length}
            dispatch={dispatch}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Select a block to edit its content, position and size.
          </Text>
        )}
      </Stack>
    </Box>
  );
}
