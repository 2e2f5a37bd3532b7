import { Alert, Grid, Spinner, Stack } from '@chakra-ui/react';
import { messages, PageHeader, usePageTitle, workplaceRouteByPattern } from '@solar/shared';
import { BlockTools } from './components/block-tools';
import { EditorActions } from './components/editor-actions';
import { EditorWorkspace } from './components/editor-workspace';
import { useTemplateEditor } from './hooks/use-template-editor';
import { TemplatePreview } from './components/template-preview';
import { TemplateSettingsFields } from './components/template-settings-fields';

const { title } = workplaceRouteByPattern('template/editor/:templateId?');

/**
 * The template editor (the spec's New Template, made to work): name, group, paper, pages of text,
 * image, chart and table blocks, undo and redo, a filled preview beside it and the PDF. A saved
 * template opens at `/workplace/template/editor/{id}`; saving sends the version it was loaded at,
 * and a 409 (someone saved in between) is shown with a way to reload.
 */
export function TemplateEditorPage() {
  const editor = useTemplateEditor();
  const { state, dispatch, savedId } = editor;
  // A saved template is called by its name (as last saved) in the heading, breadcrumbs and tab.
  const heading = editor.savedName || title;
  usePageTitle(editor.savedName || null);

  if (editor.loading) {
    return (
      <Stack gap="6">
        <PageHeader title={title} />
        {editor.loadFailed ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{messages.failedToLoadTemplate}</Alert.Title>
          </Alert.Root>
        ) : (
          <Spinner aria-label="Loading the template" />
        )}
      </Stack>
    );
  }

  const document = state.present;
  const currentIndex = document.pages.findIndex((page) => page.id === state.currentPageId);

  return (
    <Stack gap="6">
      <PageHeader
        title={heading}
        description={
          savedId === null
            ? 'Lay out a document template: its name, group, paper, pages and blocks.'
            : `Editing a saved template (version ${editor.version}).${editor.hasUnsavedChanges ? ' Unsaved changes.' : ''}`
        }
        actions={
          <EditorActions
            canUndo={state.past.length > 0}
            canRedo={state.future.length > 0}
            saving={editor.saving}
            onSave={() => void editor.save()}
            dispatch={dispatch}
          />
        }
      />

      {editor.conflictDialog}

      <TemplateSettingsFields
        document={document}
        nameProblem={editor.nameProblem}
        groupProblem={editor.groupProblem}
        onTouch={editor.touch}
        dispatch={dispatch}
      />

      <BlockTools pageNumber={currentIndex + 1} dispatch={dispatch} />

      {/* Columns never grow to their content: the sheets size themselves to the column, so a
          column sized by its sheet would keep the first, unfitted sheet's width on a phone. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <EditorWorkspace state={state} templateId={savedId} dispatch={dispatch} />
        <TemplatePreview
          pages={document.pages}
          size={document.pageSize}
          orientation={document.orientation}
          templateId={savedId}
          templateName={document.name}
          hasUnsavedChanges={editor.hasUnsavedChanges}
        />
      </Grid>
    </Stack>
  );
}
