import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, displayNameOf, signedIn } from '@solar/shared';
import { renderPage, testUser } from '@solar/shared/testing';
import { AppHeader } from '../components/app-header';

function renderHeader() {
  const store = createAppStore();
  store.dispatch(signedIn({ token: 't', user: testUser() }));
  return renderPage(
    <AppHeader onToggleSidebar={() => undefined}>
      <a href="/dashboard">Dashboard</a>
    </AppHeader>,
    { store },
  );
}

/** Lets lazily loaded menus arrive and their effects run, as a person pausing between keys. */
async function pause() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Tabs forward through the header until the focus leaves it, naming every control it stops on. */
async function tabStops(): Promise<string[]> {
  const header = screen.getByRole('banner');
  const stops: string[] = [];
  for (let press = 0; press < 12; press += 1) {
    await userEvent.tab();
    await pause();
    const focused = document.activeElement;
    if (!focused || !header.contains(focused)) break;
    stops.push(focused.getAttribute('aria-label') ?? focused.textContent ?? focused.tagName);
  }
  return stops;
}

describe('AppHeader', () => {
  it('reaches every control once when Tab goes through it, the menus loading on the way', async () => {
    renderHeader();
    expect(await tabStops()).toEqual([
      'Toggle sidebar',
      'Dashboard',
      'Notifications',
      `Account menu for ${displayNameOf(testUser())}`,
    ]);
  });

  it('reaches every control once in reverse with Shift+Tab', async () => {
    renderHeader();
    const account = screen.getByRole('button', { name: /^Account menu for/ });
    act(() => account.focus());
    await pause();
    const stops: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      await userEvent.tab({ shift: true });
      await pause();
      const focused = document.activeElement;
      if (!focused || !screen.getByRole('banner').contains(focused)) break;
      stops.push(focused.getAttribute('aria-label') ?? focused.textContent ?? focused.tagName);
    }
    expect(stops).toEqual(['Notifications', 'Dashboard', 'Toggle sidebar']);
  });

  it('opens the account menu from the keyboard, its menu loading on the press', async () => {
    renderHeader();
    const account = screen.getByRole('button', { name: /^Account menu for/ });
    act(() => account.focus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  });
});
