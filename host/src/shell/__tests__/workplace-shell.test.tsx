import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, menuLoaded, signedIn } from '@solar/shared';
import { LocationProbe, renderPage, testMenu, testUser } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { WorkplaceShell } from '../workplace-shell';

const laptopWidth = window.innerWidth;

/** The window as wide as `width` pixels, for the width queries the shell asks (see jest setup). */
function windowWidth(width: number) {
  window.innerWidth = width;
}

afterEach(() => windowWidth(laptopWidth));

function renderShell() {
  const store = createAppStore();
  store.dispatch(signedIn({ token: 't', user: testUser() }));
  store.dispatch(menuLoaded(testMenu));
  return renderPage(
    <Routes>
      <Route element={<WorkplaceShell />}>
        <Route path="*" element={<LocationProbe />} />
      </Route>
    </Routes>,
    { store, location: '/dashboard' },
  );
}

/** The drawer the menu button controls, found as assistive technology finds it. */
function drawer(): HTMLElement {
  const id = screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-controls');
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error('The menu button controls no element');
  return element;
}

describe('WorkplaceShell on a phone', () => {
  beforeEach(() => windowWidth(390));

  it('starts with the menu closed and opens it from the header, focus inside', async () => {
    renderShell();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(drawer()).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(drawer());
    const nav = within(drawer()).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    renderShell();
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(drawer()).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a menu item is followed, on the new page', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(drawer()).getByRole('button', { name: 'CRM' }));
    await userEvent.click(within(drawer()).getByRole('link', { name: 'Deals' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/workplace/crm/deals',
    );
    expect(drawer()).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on a click outside it', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('main'));
    expect(drawer()).not.toBeVisible();
  });

  it('keeps Tab inside the open menu', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dashboard = within(drawer()).getByRole('link', { name: 'Dashboard' });
    await userEvent.tab({ shift: true });
    expect(drawer()).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    expect(dashboard).toHaveFocus();
  });
});

describe('WorkplaceShell from the md breakpoint up', () => {
  it('shows the sidebar beside the page, with no menu button', () => {
    windowWidth(1440);
    renderShell();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });
});
