import {
  defaultPageOrientation,
  defaultPageSize,
  type PageOrientation,
  type PageSize,
  type TemplateGroup,
  type TemplatePage,
  type TemplateRecord,
} from '@solar/shared';
import { newId } from './new-id';

/** What the editor edits and undo/redo steps through: the template's whole content. */
export interface EditorDocument {
  name: string;
  group: TemplateGroup | '';
  orientation: PageOrientation;
  pageSize: PageSize;
  pages: TemplatePage[];
}

/** A new template: no name, the group a list asked for, the spec's defaults, one empty page. */
export function emptyDocument(group: TemplateGroup | '' = ''): EditorDocument {
  return {
    name: '',
    group,
    orientation: defaultPageOrientation,
    pageSize: defaultPageSize,
    pages: [{ id: newId('page'), blocks: [] }],
  };
}

export function documentOf(template: TemplateRecord): EditorDocument {
  return {
    name: template.name,
    group: template.group,
    orientation: template.orientation,
    pageSize: template.page_size,
    pages: template.pages,
  };
}
