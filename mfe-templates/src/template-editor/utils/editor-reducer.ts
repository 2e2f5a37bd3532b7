import {
  pageDimensions,
  templateLimits,
  type BlockKind,
  type PageOrientation,
  type PageSize,
  type TemplateBlock,
  type TemplateGroup,
} from '@solar/shared';
import type { EditorDocument } from './editor-document';
import { newBlock } from './new-block';
import { newId } from './new-id';

/** The most undo steps kept; older ones are dropped. */
export const historyLimit = 100;

export interface EditorState {
  past: EditorDocument[];
  present: EditorDocument;
  future: EditorDocument[];
  currentPageId: string;
  selectedBlockId: string | null;
  /**
   * Consecutive changes with the same key (typing in one field) are one undo step: undo takes
   * back the word, not each letter.
   */
  lastCoalesceKey: string | null;
}

export interface BlockFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Block fields that may be patched: anything but identity and kind. */
export type BlockPatch = Partial<Omit<TemplateBlock, 'id' | 'kind'>> & Record<string, unknown>;

export type EditorAction =
  | { type: 'load'; document: EditorDocument }
  | { type: 'setName'; name: string }
  | { type: 'setGroup'; group: TemplateGroup | '' }
  | { type: 'setPaper'; orientation?: PageOrientation; pageSize?: PageSize }
  | { type: 'addPage' }
  | { type: 'deletePage'; pageId: string }
  | { type: 'movePage'; pageId: string; offset: -1 | 1 }
  | { type: 'selectPage'; pageId: string }
  | { type: 'addBlock'; kind: BlockKind }
  | { type: 'updateBlock'; blockId: string; patch: BlockPatch; coalesceKey?: string }
  | { type: 'setFrame'; blockId: string; frame: BlockFrame }
  | { type: 'nudge'; blockId: string; dx: number; dy: number }
  | { type: 'resizeBy'; blockId: string; dw: number; dh: number }
  | { type: 'deleteBlock'; blockId: string }
  | { type: 'reorderBlock'; blockId: string; offset: -1 | 1 }
  | { type: 'selectBlock'; blockId: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

export function initialEditorState(document: EditorDocument): EditorState {
  return {
    past: [],
    present: document,
    future: [],
    currentPageId: document.pages[0]!.id,
    selectedBlockId: null,
    lastCoalesceKey: null,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A frame moved and shrunk as needed to lie within the page, never under the minimum size. */
export function clampFrame(frame: BlockFrame, pageWidth: number, pageHeight: number): BlockFrame {
  const min = templateLimits.minBlockMm;
  const width = round(Math.min(Math.max(frame.width, min), pageWidth));
  const height = round(Math.min(Math.max(frame.height, min), pageHeight));
  return {
    width,
    height,
    x: round(Math.min(Math.max(frame.x, 0), pageWidth - width)),
    y: round(Math.min(Math.max(frame.y, 0), pageHeight - height)),
  };
}

function clampAll(document: EditorDocument): EditorDocument {
  const { widthMm, heightMm } = pageDimensions(document.pageSize, document.orientation);
  return {
    ...document,
    pages: document.pages.map((page) => ({
      ...page,
      blocks: page.blocks.map((block) => ({
        ...block,
        ...clampFrame(block, widthMm, heightMm),
      })),
    })),
  };
}

function findBlock(document: EditorDocument, blockId: string) {
  for (const page of document.pages) {
    const index = page.blocks.findIndex((block) => block.id === blockId);
    if (index >= 0) return { page, index, block: page.blocks[index]! };
  }
  return null;
}

function mapBlock(
  document: EditorDocument,
  blockId: string,
  change: (block: TemplateBlock) => TemplateBlock,
): EditorDocument {
  return {
    ...document,
    pages: document.pages.map((page) =>
      page.blocks.some((block) => block.id === blockId)
        ? {
            ...page,
            blocks: page.blocks.map((block) => (block.id === blockId ? change(block) : block)),
          }
        : page,
    ),
  };
}

function withFrame(
  document: EditorDocument,
  blockId: string,
  next: (block: TemplateBlock) => BlockFrame,
) {
  const { widthMm, heightMm } = pageDimensions(document.pageSize, document.orientation);
  return mapBlock(document, blockId, (block) => ({
    ...block,
    ...clampFrame(next(block), widthMm, heightMm),
  }));
}

/** Records `next` as a new undo step (or merges it into the last one) unless nothing changed. */
function commit(
  state: EditorState,
  next: EditorDocument,
  extra: Partial<EditorState> = {},
  coalesceKey: string | null = null,
): EditorState {
  if (next === state.present) return { ...state, ...extra };
  const merge = coalesceKey !== null && coalesceKey === state.lastCoalesceKey;
  return {
    ...state,
    ...extra,
    past: merge ? state.past : [...state.past, state.present].slice(-historyLimit),
    present: next,
    future: [],
    lastCoalesceKey: coalesceKey,
  };
}

/** Keeps the current page and selection pointing at things that exist after undo or redo. */
function settle(state: EditorState): EditorState {
  const pages = state.present.pages;
  const currentPageId = pages.some((page) => page.id === state.currentPageId)
    ? state.currentPageId
    : pages[0]!.id;
  const selected =
    state.selectedBlockId !== null && findBlock(state.present, state.selectedBlockId)
      ? state.selectedBlockId
      : null;
  return { ...state, currentPageId, selectedBlockId: selected };
}

/**
 * The editor's state: the document with its undo and redo stacks, the page shown and the
 * selected block. Pure, so every editing rule is tested without rendering.
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const document = state.present;
  switch (action.type) {
    case 'load':
      return initialEditorState(action.document);
    case 'setName':
      return commit(state, { ...document, name: action.name }, {}, 'name');
    case 'setGroup':
      return commit(state, { ...document, group: action.group });
    case 'setPaper':
      return commit(
        state,
        clampAll({
          ...document,
          orientation: action.orientation ?? document.orientation,
          pageSize: action.pageSize ?? document.pageSize,
        }),
      );
    case 'addPage': {
      if (document.pages.length >= templateLimits.pages) return state;
      const page = { id: newId('page'), blocks: [] };
      const at = document.pages.findIndex((item) => item.id === state.currentPageId) + 1;
      const pages = [...document.pages.slice(0, at), page, ...document.pages.slice(at)];
      return commit(
        state,
        { ...document, pages },
        { currentPageId: page.id, selectedBlockId: null },
      );
    }
    case 'deletePage': {
      if (document.pages.length <= 1) return state;
      const index = document.pages.findIndex((page) => page.id === action.pageId);
      if (index < 0) return state;
      const pages = document.pages.filter((page) => page.id !== action.pageId);
      const current =
        state.currentPageId === action.pageId
          ? pages[Math.min(index, pages.length - 1)]!.id
          : state.currentPageId;
      return settle(commit(state, { ...document, pages }, { currentPageId: current }));
    }
    case 'movePage': {
      const index = document.pages.findIndex((page) => page.id === action.pageId);
      const target = index + action.offset;
      if (index < 0 || target < 0 || target >= document.pages.length) return state;
      const pages = [...document.pages];
      [pages[index], pages[target]] = [pages[target]!, pages[index]!];
      return commit(state, { ...document, pages });
    }
    case 'selectPage':
      if (!document.pages.some((page) => page.id === action.pageId)) return state;
      return {
        ...state,
        currentPageId: action.pageId,
        selectedBlockId: null,
        lastCoalesceKey: null,
      };
    case 'addBlock': {
      const page = document.pages.find((item) => item.id === state.currentPageId)!;
      if (page.blocks.length >= templateLimits.blocksPerPage) return state;
      const block = newBlock(action.kind, page.blocks, document.pageSize, document.orientation);
      return commit(
        state,
        {
          ...document,
          pages: document.pages.map((item) =>
            item.id === page.id ? { ...item, blocks: [...item.blocks, block] } : item,
          ),
        },
        { selectedBlockId: block.id },
      );
    }
    case 'updateBlock':
      if (!findBlock(document, action.blockId)) return state;
      return commit(
        state,
        mapBlock(
          document,
          action.blockId,
          (block) => ({ ...block, ...action.patch }) as TemplateBlock,
        ),
        {},
        action.coalesceKey ?? null,
      );
    case 'setFrame':
      if (!findBlock(document, action.blockId)) return state;
      return commit(
        state,
        withFrame(document, action.blockId, () => action.frame),
      );
    case 'nudge':
      if (!findBlock(document, action.blockId)) return state;
      return commit(
        state,
        withFrame(document, action.blockId, (block) => ({
          ...block,
          x: block.x + action.dx,
          y: block.y + action.dy,
        })),
        {},
        `nudge:${action.blockId}`,
      );
    case 'resizeBy':
      if (!findBlock(document, action.blockId)) return state;
      return commit(
        state,
        withFrame(document, action.blockId, (block) => ({
          ...block,
          width: block.width + action.dw,
          height: block.height + action.dh,
        })),
        {},
        `resize:${action.blockId}`,
      );
    case 'deleteBlock': {
      if (!findBlock(document, action.blockId)) return state;
      return commit(
        state,
        {
          ...document,
          pages: document.pages.map((page) => ({
            ...page,
            blocks: page.blocks.filter((block) => block.id !== action.blockId),
          })),
        },
        {
          selectedBlockId: state.selectedBlockId === action.blockId ? null : state.selectedBlockId,
        },
      );
    }
    case 'reorderBlock': {
      const found = findBlock(document, action.blockId);
      if (!found) return state;
      const target = found.index + action.offset;
      if (target < 0 || target >= found.page.blocks.length) return state;
      const blocks = [...found.page.blocks];
      [blocks[found.index], blocks[target]] = [blocks[target]!, blocks[found.index]!];
      return commit(state, {
        ...document,
        pages: document.pages.map((page) =>
          page.id === found.page.id ? { ...page, blocks } : page,
        ),
      });
    }
    case 'selectBlock': {
      if (action.blockId === null)
        return { ...state, selectedBlockId: null, lastCoalesceKey: null };
      const found = findBlock(document, action.blockId);
      if (!found) return state;
      return {
        ...state,
        selectedBlockId: action.blockId,
        currentPageId: found.page.id,
        lastCoalesceKey: null,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return settle({
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [document, ...state.future],
        lastCoalesceKey: null,
      });
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return settle({
        ...state,
        past: [...state.past, document].slice(-historyLimit),
        present: next,
        future: rest,
        lastCoalesceKey: null,
      });
    }
  }
}
