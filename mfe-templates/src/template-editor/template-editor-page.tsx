import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  Field,
  Grid,
  Heading,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  messages,
  notify,
  PageHeader,
  pageOrientationLabels,
  pageOrientations,
  pageSizes,
  templateGroups,
  templateFormSchema,
  workplacePath,
  useVersionConflict,
  workplaceRouteByPattern,
  type BlockKind,
  type PageOrientation,
  type PageSize,
  type TemplateGroup,
} from '@solar/shared';
import { useEffect, useId, useReducer, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  useTemplatesCreateMutation,
  useTemplatesGetQuery,
  useTemplatesUpdateMutation,
} from '../templates-shared/api/templates-endpoints';
import { BlockInspector } from './components/block-inspector';
import { PageCanvas } from './components/page-canvas';
import { PageList } from './components/page-list';
import { scaleToFit } from './components/page-sheet';
import { documentOf, emptyDocument, type EditorDocument } from './state/editor-document';
import { editorReducer, initialEditorState } from './state/editor-reducer';
import { TemplatePreview } from './components/template-preview';

const { title } = workplaceRouteByPattern('template/editor/:templateId?');

const blockTools: readonly { kind: BlockKind; label: string }[] = [
  { kind: 'text', label: 'Text' },
  { kind: 'image', label: 'Image' },
  { kind: 'chart', label: 'Chart' },
  { kind: 'table', label: 'Table' },
];

/** The editor's sheet fits its longer side into this many pixels. */
const editorBoxPx = 560;

/** The first problem of one form field, by the same rules the API applies. */
function problemOf(field: 'name' | 'group', value: string): string | undefined {
  const result = templateFormSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function isTemplateGroup(value: string | null): value is TemplateGroup {
  return templateGroups.some((group) => group === value);
}

/** Whether a key press belongs to a text field, whose own undo must keep working. */
function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function payloadOf(document: EditorDocument, group: TemplateGroup) {
  return {
    name: document.name.trim(),
    group,
    orientation: document.orientation,
    page_size: document.pageSize,
    pages: document.pages,
  };
}

/**
 * The template editor (the spec's New Template, made to work): name, group, paper, pages of text,
 * image, chart and table blocks, undo and redo, a filled preview beside it and the PDF. A saved
 * template opens at `/workplace/template/editor/{id}`; saving sends the version it was loaded at,
 * and a 409 (someone saved in between) is shown with a way to reload.
 */
export function TemplateEditorPage() {
  const params = useParams();
  const templateId = params.templateId ? Number(params.templateId) : null;
  const validId = templateId !== null && Number.isInteger(templateId) && templateId > 0;
  const [searchParams] = useSearchParams();
  const requestedGroup = searchParams.get('group');
  const navigate = useNavigate();

  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    initialEditorState(emptyDocument(isTemplateGroup(requestedGroup) ? requestedGroup : '')),
  );
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [version, setVersion] = useState<number | null>(null);
  const [savedDocument, setSavedDocument] = useState<EditorDocument | null>(null);
  const [touched, setTouched] = useState({ name: false, group: false });

  const loaded = useTemplatesGetQuery(templateId ?? 0, { skip: !validId });
  const [createTemplate, creating] = useTemplatesCreateMutation();
  const [updateTemplate, updating] = useTemplatesUpdateMutation();

  // A template arriving from the server replaces the editor's content once per template id.
  if (loaded.data && validId && loadedId !== loaded.data.id) {
    const document = documentOf(loaded.data);
    setLoadedId(loaded.data.id);
    setVersion(loaded.data.version);
    setSavedDocument(document);
    dispatch({ type: 'load', document });
  }

  const document = state.present;
  const currentIndex = document.pages.findIndex((page) => page.id === state.currentPageId);
  const currentPage = document.pages[currentIndex]!;
  const selectedIndex = currentPage.blocks.findIndex((block) => block.id === state.selectedBlockId);
  const selectedBlock = selectedIndex >= 0 ? currentPage.blocks[selectedIndex]! : null;
  const savedId = validId && loadedId === templateId ? templateId : null;
  const hasUnsavedChanges = document !== savedDocument;
  const nameProblem = touched.name ? problemOf('name', document.name) : undefined;
  const groupProblem = touched.group ? problemOf('group', document.group) : undefined;
  const saving = creating.isLoading || updating.isLoading;

  const editorHeadingId = useId();
  const undoHintId = useId();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        dispatch({ type: 'undo' });
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const save = async () => {
    setTouched({ name: true, group: true });
    if (problemOf('name', document.name) || problemOf('group', document.group)) return;
    const group = document.group as TemplateGroup;
    const saved = document;
    if (savedId === null) {
      const result = await createTemplate(payloadOf(saved, group));
      if (!result.data) return;
      setLoadedId(result.data.id);
      setVersion(result.data.version);
      setSavedDocument(saved);
      notify.success(messages.templateSaved);
      navigate(workplacePath('template/editor/:templateId?', { templateId: result.data.id }), {
        replace: true,
      });
      return;
    }
    const result = await updateTemplate({
      id: savedId,
      body: { ...payloadOf(saved, group), version: version ?? 1 },
    });
    if (result.data) {
      setVersion(result.data.version);
      setSavedDocument(saved);
      notify.success(messages.templateSaved);
    } else {
      conflict.caught(result.error);
    }
  };

  const reload = async () => {
    const fresh = await loaded.refetch();
    if (!fresh.data) return;
    const reloadedDocument = documentOf(fresh.data);
    setVersion(fresh.data.version);
    setSavedDocument(reloadedDocument);
    dispatch({ type: 'load', document: reloadedDocument });
  };

  // Someone saved the template after it was opened: Reload shows theirs, Keep editing keeps this.
  const conflict = useVersionConflict(reload);

  if (validId && loadedId !== templateId) {
    return (
      <Stack gap="6">
        <PageHeader title={title} />
        {loaded.isError ? (
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

  const scale = scaleToFit(document.pageSize, document.orientation, editorBoxPx);

  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        description={
          savedId === null
            ? 'Lay out a document template: its name, group, paper, pages and blocks.'
            : `Editing a saved template (version ${version}).${hasUnsavedChanges ? ' Unsaved changes.' : ''}`
        }
        actions={
          <>
            <ButtonGroup size="sm" variant="outline" attached aria-describedby={undoHintId}>
              <Button disabled={state.past.length === 0} onClick={() => dispatch({ type: 'undo' })}>
                Undo
              </Button>
              <Button
                disabled={state.future.length === 0}
                onClick={() => dispatch({ type: 'redo' })}
              >
                Redo
              </Button>
            </ButtonGroup>
            <Text id={undoHintId} srOnly>
              Ctrl+Z undoes, Ctrl+Shift+Z redoes.
            </Text>
            <Button size="sm" loading={saving} onClick={() => void save()}>
              Save
            </Button>
          </>
        }
      />

      {conflict.dialog}

      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: '2fr 1fr 1fr 1fr' }} gap="4">
        <Field.Root required invalid={nameProblem !== undefined}>
          <Field.Label>
            Template name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={document.name}
            maxLength={200}
            onChange={(event) => dispatch({ type: 'setName', name: event.currentTarget.value })}
            onBlur={() => setTouched((current) => ({ ...current, name: true }))}
          />
          <Field.ErrorText>{nameProblem}</Field.ErrorText>
        </Field.Root>

        <Field.Root required invalid={groupProblem !== undefined}>
          <Field.Label>
            Group
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={document.group}
              onChange={(event) => {
                const next = event.currentTarget.value;
                dispatch({ type: 'setGroup', group: isTemplateGroup(next) ? next : '' });
                setTouched((current) => ({ ...current, group: true }));
              }}
              onBlur={() => setTouched((current) => ({ ...current, group: true }))}
            >
              <option value="" disabled>
                Select a group
              </option>
              {templateGroups.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{groupProblem}</Field.ErrorText>
        </Field.Root>

        <Field.Root>
          <Field.Label>Orientation</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={document.orientation}
              onChange={(event) =>
                dispatch({
                  type: 'setPaper',
                  orientation: event.currentTarget.value as PageOrientation,
                })
              }
            >
              {pageOrientations.map((option) => (
                <option key={option} value={option}>
                  {pageOrientationLabels[option]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        <Field.Root>
          <Field.Label>Page size</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={document.pageSize}
              onChange={(event) =>
                dispatch({ type: 'setPaper', pageSize: event.currentTarget.value as PageSize })
              }
            >
              {pageSizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Grid>

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
          Each tool adds a block to page {currentIndex + 1}. Drag blocks or use the arrow keys
          (Shift: 10 mm, Alt: resize); Delete removes the selected block.
        </Text>
      </Stack>

      <Grid
        templateColumns={{ base: '1fr', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Box as="section" aria-labelledby={editorHeadingId} bg="bg.muted" p="6" rounded="md">
          <Heading as="h2" size="md" id={editorHeadingId} mb="4">
            Editor
          </Heading>
          <Stack gap="4">
            <PageList
              pages={document.pages}
              currentPageId={state.currentPageId}
              dispatch={dispatch}
            />
            <Box overflowX="auto">
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
                templateId={savedId}
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
        <TemplatePreview
          pages={document.pages}
          size={document.pageSize}
          orientation={document.orientation}
          templateId={savedId}
          templateName={document.name}
          hasUnsavedChanges={hasUnsavedChanges}
        />
      </Grid>
    </Stack>
  );
}
