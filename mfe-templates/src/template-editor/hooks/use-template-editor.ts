import {
  messages,
  notify,
  workplacePath,
  useVersionConflict,
  type TemplateGroup,
} from '@solar/shared';
import { useReducer, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  useTemplatesCreateMutation,
  useTemplatesGetQuery,
  useTemplatesUpdateMutation,
} from '../../templates-shared/api/templates-endpoints';
import { documentOf, emptyDocument, type EditorDocument } from '../utils/editor-document';
import { editorReducer, initialEditorState } from '../utils/editor-reducer';
import { isTemplateGroup, problemOf } from '../utils/template-form-rules';
import { useUndoShortcuts } from './use-undo-shortcuts';

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
 * The editor's state and its trips to the server: the template of the URL loaded once per id,
 * the document with its undo history, which fields were touched, saving (create, then update at
 * the loaded version) and the version conflict's Reload.
 */
export function useTemplateEditor() {
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

  useUndoShortcuts(dispatch);

  const document = state.present;
  const savedId = validId && loadedId === templateId ? templateId : null;

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

  const touch = (field: 'name' | 'group') =>
    setTouched((current) => ({ ...current, [field]: true }));

  return {
    state,
    dispatch,
    /** Still waiting for the template of the URL (or it failed to load). */
    loading: validId && loadedId !== templateId,
    loadFailed: loaded.isError,
    savedId,
    /** The saved template's name as last saved (null before the first save). */
    savedName: savedId === null ? null : (savedDocument?.name ?? null),
    version,
    hasUnsavedChanges: document !== savedDocument,
    nameProblem: touched.name ? problemOf('name', document.name) : undefined,
    groupProblem: touched.group ? problemOf('group', document.group) : undefined,
    touch,
    saving: creating.isLoading || updating.isLoading,
    save,
    conflictDialog: conflict.dialog,
  };
}
