import { Button, ButtonGroup, Text } from '@chakra-ui/react';
import { useId, type Dispatch } from 'react';
import type { EditorAction } from '../utils/editor-reducer';

interface EditorActionsProps {
  canUndo: boolean;
  canRedo: boolean;
  saving: boolean;
  onSave: () => void;
  dispatch: Dispatch<EditorAction>;
}

/** The page header's Undo, Redo (with their keyboard shortcuts told) and Save. */
export function EditorActions({ canUndo, canRedo, saving, onSave, dispatch }: EditorActionsProps) {
  const undoHintId = useId();
  return (
    <>
      <ButtonGroup size="sm" variant="outline" attached aria-describedby={undoHintId}>
        <Button disabled={!canUndo} onClick={() => dispatch({ type: 'undo' })}>
          Undo
        </Button>
        <Button disabled={!canRedo} onClick={() => dispatch({ type: 'redo' })}>
          Redo
        </Button>
      </ButtonGroup>
      <Text id={undoHintId} srOnly>
        Ctrl+Z undoes, Ctrl+Shift+Z redoes.
      </Text>
      <Button size="sm" loading={saving} onClick={onSave}>
        Save
      </Button>
    </>
  );
}
