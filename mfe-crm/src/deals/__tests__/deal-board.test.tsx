import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  versionConflictCode,
  type DealBoardCard,
  type DealBoardResponse,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { DealsPage } from '../deals-page';
import { dealRow, referenceHandlers, stages } from '../../testing/deal-fixtures';

function renderBoard(path = '/workplace/crm/deals?view=board') {
  return renderPage(
    <Routes>
      <Route path="/workplace/crm/deals" element={<DealsPage />} />
    </Routes>,
    { location: path },
  );
}

const card = (id: number, stageId: number, extra: Partial<DealBoardCard> = {}): DealBoardCard => ({
  id,
  name: `Deal ${id}`,
  stage_id: stageId,
  status: { id: 1, name: 'Draft' },
  sales_person: { id: 10, username: 'rep1', email: 'rep1@example.com' },
  system_size_watts: null,
  version: 1,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const boardAnswer = (): DealBoardResponse => ({
  columns: [
    {
      stage: stages[0]!,
      count: 2,
      system_size_watts: 8100,
      sized_count: 1,
      cards: [card(1, 1, { system_size_watts: 8100 }), card(2, 1)],
      next_cursor: null,
    },
    {
      stage: stages[1]!,
      count: 20000,
      system_size_watts: 0,
      sized_count: 0,
      cards: [card(3, 2)],
      next_cursor: '1700000000000000.3',
    },
    {
      stage: stages[2]!,
      count: 0,
      system_size_watts: 0,
      sized_count: 0,
      cards: [],
      next_cursor: null,
    },
  ],
});

beforeAll(() => {
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

let fake: FakeApi;
let boardParams: URLSearchParams[];
let pageParams: URLSearchParams[];
beforeEach(() => {
  boardParams = [];
  pageParams = [];
  fake = installFakeApi({
    ...referenceHandlers,
    'GET /api/crm/deals/': { body: { results: [dealRow(1)], count: 1 } },
    'GET /api/crm/deals/board/': ({ url }) => {
      boardParams.push(url.searchParams);
      return { body: boardAnswer() };
    },
  });
});
afterEach(() => fake.restore());

/** Walks the open menu with the keyboard until it highlights `item`. */
async function highlightWithArrows(user: ReturnType<typeof userEvent.setup>, item: HTMLElement) {
  const menu = item.closest<HTMLElement>('[role="menu"]')!;
  // The menu takes the focus once it has opened; keys pressed before that go elsewhere.
  await waitFor(() => expect(menu).toHaveFocus());
  // Home highlights the first stage; each down arrow the next one (shown a moment later).
  await user.keyboard('{Home}');
  const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
  for (let index = 1; index <= items.indexOf(item); index += 1) {
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[index]).toHaveAttribute('data-highlighted'));
  }
  expect(item).toHaveAttribute('data-highlighted');
}

const column = (name: string) => screen.getByRole('region', { name });

describe('the pipeline board', () => {
  it('shows one column per stage with its count, known kW and cards, under the filters', async () => {
    renderBoard('/workplace/crm/deals?view=board&search=oak&provinces=2&sales_persons=10');
    const first = await screen.findByRole('heading', { level: 3, name: 'Initial Contact' });
    expect(first).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Initial Contact', 'Qualification', 'Proposal Requested']);
    expect(column('Initial Contact')).toHaveTextContent('8.1 kW (1 sized)');
    expect(within(column('Initial Contact')).getByText('2')).toBeInTheDocument();
    expect(within(column('Qualification')).getByText('20,000')).toBeInTheDocument();
    expect(column('Proposal Requested')).toHaveTextContent(messages.dealBoardEmptyColumn);
    const link = within(column('Initial Contact')).getByRole('link', { name: 'Deal 1' });
    expect(link).toHaveAttribute('href', '/workplace/crm/deal-details/1');
    // The table's filters went with the board's call; the stage filter is the columns.
    expect(Object.fromEntries(boardParams[0]!)).toEqual({
      search: 'oak',
      provinces: '2',
      sales_persons: '10',
    });
    expect(screen.queryByRole('combobox', { name: 'Stage' })).not.toBeInTheDocument();
    expect(fake.calls.some((item) => item.path === '/api/crm/deals/')).toBe(false);
  });

  it('switches from the table to the board', async () => {
    const user = userEvent.setup();
    renderBoard('/workplace/crm/deals?stage=all');
    expect(await screen.findByRole('cell', { name: 'Deal 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Board' }));
    expect(await screen.findByRole('region', { name: 'Pipeline board' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves a card by keyboard through its Move to… menu, saved from the version shown', async () => {
    const user = userEvent.setup();
    fake.set({
      'PUT /api/crm/deals/2/': {
        body: {
          ...dealRow(2, { stage: { id: 7, name: 'Proposal Requested' }, version: 2 }),
          created_by: null,
        },
      },
    });
    renderBoard();
    const trigger = await screen.findByRole('button', {
      name: `${messages.dealBoardMoveTo} Deal 2`,
    });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The card's own stage is not offered.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Qualification', 'Proposal Requested']);
    // Arrows walk the stages; Enter moves the card to the highlighted one.
    await highlightWithArrows(
      user,
      within(menu).getByRole('menuitem', { name: 'Proposal Requested' }),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(fake.calls.find((item) => item.method === 'PUT')?.body).toEqual({
        stage: 7,
        version: 1,
      }),
    );
    // Shown in its new column at once.
    expect(
      within(column('Proposal Requested')).getByRole('link', { name: 'Deal 2' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(messages.dealBoardMoved)).toBeInTheDocument();
  });

  it('puts the card back and says why when someone changed the deal first (409)', async () => {
    const user = userEvent.setup();
    fake.set({
      'PUT /api/crm/deals/1/': {
        status: 409,
        body: { message: messages.recordVersionConflict, error: versionConflictCode },
      },
    });
    renderBoard();
    const trigger = await screen.findByRole('button', {
      name: `${messages.dealBoardMoveTo} Deal 1`,
    });
    const before = boardParams.length;
    trigger.focus();
    await user.keyboard('{Enter}');
    await highlightWithArrows(user, await screen.findByRole('menuitem', { name: 'Qualification' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.dealBoardMoveConflict)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(column('Initial Contact')).getByRole('link', { name: 'Deal 1' }),
      ).toBeInTheDocument(),
    );
    expect(within(column('Qualification')).queryByRole('link', { name: 'Deal 1' })).toBeNull();
    expect(within(column('Initial Contact')).getByText('2')).toBeInTheDocument();
    // The board is read again, to show what the other person saved.
    await waitFor(() => expect(boardParams.length).toBeGreaterThan(before));
  });

  it('loads the next page of a large column after its cursor', async () => {
    const user = userEvent.setup();
    fake.set({
      'GET /api/crm/deals/board/2/': ({ url }) => {
        pageParams.push(url.searchParams);
        return { body: { cards: [card(4, 2)], next_cursor: null } };
      },
    });
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Load more: Qualification' }));
    expect(
      await within(column('Qualification')).findByRole('link', { name: 'Deal 4' }),
    ).toBeInTheDocument();
    expect(pageParams[0]!.get('after')).toBe('1700000000000000.3');
    expect(screen.queryByRole('button', { name: 'Load more: Qualification' })).toBeNull();
  });
});
