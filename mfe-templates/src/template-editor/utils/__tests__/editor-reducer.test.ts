import type { TableBlock, TextBlock } from '@solar/shared';
import { freePlace } from '../new-block';
import { emptyDocument, type EditorDocument } from '../editor-document';
import {
  clampFrame,
  editorReducer,
  historyLimit,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from '../editor-reducer';

const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state);
const start = (document: EditorDocument = emptyDocument('Contract')) =>
  initialEditorState(document);
const blocksOf = (state: EditorState, page = 0) => state.present.pages[page]!.blocks;

describe('editorReducer', () => {
  it('starts a new template with the spec defaults and one page', () => {
    const state = start();
    expect(state.present).toMatchObject({
      name: '',
      group: 'Contract',
      orientation: 'portrait',
      pageSize: 'A4',
    });
    expect(state.present.pages).toHaveLength(1);
    expect(state.currentPageId).toBe(state.present.pages[0]!.id);
  });

  it('adds each tool block to the current page and selects it', () => {
    let state = run(start(), { type: 'addPage' });
    const secondPage = state.currentPageId;
    state = run(
      state,
      { type: 'addBlock', kind: 'text' },
      { type: 'addBlock', kind: 'image' },
      { type: 'addBlock', kind: 'chart' },
      { type: 'addBlock', kind: 'table' },
    );
    expect(blocksOf(state, 0)).toHaveLength(0);
    expect(blocksOf(state, 1).map((block) => block.kind)).toEqual([
      'text',
      'image',
      'chart',
      'table',
    ]);
    expect(state.currentPageId).toBe(secondPage);
    expect(state.selectedBlockId).toBe(blocksOf(state, 1)[3]!.id);
  });

  it('undoes and redoes block changes, and a new change clears the redo stack', () => {
    let state = run(start(), { type: 'addBlock', kind: 'text' });
    const id = state.selectedBlockId!;
    state = run(state, { type: 'nudge', blockId: id, dx: 10, dy: 5 });
    expect(blocksOf(state)[0]).toMatchObject({ x: 25, y: 20 });

    state = run(state, { type: 'undo' });
    expect(blocksOf(state)[0]).toMatchObject({ x: 15, y: 15 });
    state = run(state, { type: 'undo' });
    expect(blocksOf(state)).toHaveLength(0);
    expect(state.selectedBlockId).toBeNull();

    state = run(state, { type: 'redo' }, { type: 'redo' });
    expect(blocksOf(state)[0]).toMatchObject({ x: 25, y: 20 });
    expect(run(state, { type: 'redo' })).toBe(state);

    state = run(state, { type: 'undo' }, { type: 'deleteBlock', blockId: id });
    expect(state.future).toEqual([]);
    expect(run(state, { type: 'redo' })).toBe(state);
  });

  it('makes one undo step of typing in one field, and a separate one per field', () => {
    let state = run(start(), { type: 'setName', name: 'C' }, { type: 'setName', name: 'Co' });
    state = run(state, { type: 'setName', name: 'Con' }, { type: 'addBlock', kind: 'text' });
    const id = state.selectedBlockId!;
    state = run(
      state,
      { type: 'updateBlock', blockId: id, patch: { text: 'H' }, coalesceKey: `text:${id}` },
      { type: 'updateBlock', blockId: id, patch: { text: 'Hi' }, coalesceKey: `text:${id}` },
    );
    state = run(state, { type: 'undo' });
    expect((blocksOf(state)[0] as TextBlock).text).toBe('New text');
    state = run(state, { type: 'undo' });
    expect(blocksOf(state)).toHaveLength(0);
    expect(state.present.name).toBe('Con');
    state = run(state, { type: 'undo' });
    expect(state.present.name).toBe('');
  });

  it('keeps blocks on the page when moving, resizing and changing the paper', () => {
    let state = run(start(), { type: 'addBlock', kind: 'text' });
    const id = state.selectedBlockId!;
    state = run(state, { type: 'nudge', blockId: id, dx: 1000, dy: 1000 });
    // A4 portrait is 210 × 297; the block is 120 × 20.
    expect(blocksOf(state)[0]).toMatchObject({ x: 90, y: 277, width: 120, height: 20 });

    state = run(state, { type: 'resizeBy', blockId: id, dw: -500, dh: 0 });
    expect(blocksOf(state)[0]!.width).toBe(5);

    state = run(state, {
      type: 'setFrame',
      blockId: id,
      frame: { x: 0, y: 0, width: 210, height: 297 },
    });
    state = run(state, { type: 'setPaper', pageSize: 'A5', orientation: 'landscape' });
    expect(blocksOf(state)[0]).toMatchObject({ x: 0, y: 0, width: 210, height: 148 });
  });

  it('reorders and deletes blocks', () => {
    let state = run(
      start(),
      { type: 'addBlock', kind: 'text' },
      { type: 'addBlock', kind: 'table' },
    );
    const [first, second] = blocksOf(state).map((block) => block.id);
    state = run(state, { type: 'reorderBlock', blockId: second!, offset: -1 });
    expect(blocksOf(state).map((block) => block.id)).toEqual([second, first]);
    expect(run(state, { type: 'reorderBlock', blockId: second!, offset: -1 })).toBe(state);
    state = run(state, { type: 'deleteBlock', blockId: second! });
    expect(blocksOf(state).map((block) => block.id)).toEqual([first]);
  });

  it('adds pages after the current one, reorders them and never deletes the last', () => {
    let state = start();
    const first = state.currentPageId;
    state = run(state, { type: 'addPage' });
    const second = state.currentPageId;
    state = run(state, { type: 'selectPage', pageId: first }, { type: 'addPage' });
    const middle = state.currentPageId;
    expect(state.present.pages.map((page) => page.id)).toEqual([first, middle, second]);

    state = run(state, { type: 'movePage', pageId: second, offset: -1 });
    expect(state.present.pages.map((page) => page.id)).toEqual([first, second, middle]);

    state = run(state, { type: 'deletePage', pageId: middle });
    expect(state.currentPageId).toBe(second);
    state = run(state, { type: 'deletePage', pageId: second });
    expect(state.present.pages.map((page) => page.id)).toEqual([first]);
    expect(run(state, { type: 'deletePage', pageId: first })).toBe(state);

    state = run(state, { type: 'undo' });
    expect(state.present.pages).toHaveLength(2);
  });

  it('updates table cells as a whole row set', () => {
    let state = run(start(), { type: 'addBlock', kind: 'table' });
    const id = state.selectedBlockId!;
    state = run(state, {
      type: 'updateBlock',
      blockId: id,
      patch: { rows: [['a', 'b', 'c']] },
    });
    expect((blocksOf(state)[0] as TableBlock).rows).toEqual([['a', 'b', 'c']]);
  });

  it('keeps at most the history limit of undo steps', () => {
    let state = run(start(), { type: 'addBlock', kind: 'text' });
    const id = state.selectedBlockId!;
    for (let step = 0; step < historyLimit + 20; step += 1) {
      state = run(state, { type: 'setGroup', group: step % 2 ? 'Invoice' : 'Proposal' });
    }
    expect(state.past).toHaveLength(historyLimit);
    expect(blocksOf(state)[0]!.id).toBe(id);
  });
});

describe('clampFrame', () => {
  it('never goes below the minimum block size', () => {
    expect(clampFrame({ x: -5, y: -5, width: 1, height: 1 }, 100, 100)).toEqual({
      x: 0,
      y: 0,
      width: 5,
      height: 5,
    });
  });
});

describe('freePlace', () => {
  const a4 = { widthMm: 210, heightMm: 297 };

  it('is the top-left margin on an empty page', () => {
    expect(freePlace([], { width: 120, height: 20 }, a4)).toEqual({ x: 15, y: 15 });
  });

  it('is beside or below what is there, never on it', () => {
    const existing = [{ x: 15, y: 15, width: 120, height: 20 }];
    // Beside the first block there is no room for 120 mm: the next row clear of it.
    expect(freePlace(existing, { width: 120, height: 20 }, a4)).toEqual({ x: 15, y: 40 });
    // A small block fits beside it, 2 mm apart at least.
    expect(freePlace(existing, { width: 50, height: 20 }, a4)).toEqual({ x: 140, y: 15 });
  });

  it('stays inside the page when the page is full', () => {
    const full = [{ x: 0, y: 0, width: 210, height: 297 }];
    const place = freePlace(full, { width: 140, height: 80 }, a4);
    expect(place.x + 140).toBeLessThanOrEqual(210);
    expect(place.y + 80).toBeLessThanOrEqual(297);
  });
});
