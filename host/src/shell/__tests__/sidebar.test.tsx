import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, menuLoaded, menuLoadStarted, signedIn } from '@solar/shared';
import { menuItem, renderPage, testMenu, testUser } from '@solar/shared/testing';
import { Sidebar } from '../components/sidebar';

function staffStore() {
  const store = createAppStore();
  store.dispatch(signedIn({ token: 't', user: testUser() }));
  return store;
}

describe('Sidebar', () => {
  it('shows a 6-row skeleton while the menu loads', () => {
    const store = staffStore();
    store.dispatch(menuLoadStarted());
    renderPage(<Sidebar collapsed={false} />, { store, location: '/dashboard' });
    const skeleton = screen.getByTestId('sidebar-skeleton');
    expect(skeleton.children).toHaveLength(6);
  });

  it('shows Dashboard plus the visible items, icons by name with a default', () => {
    const store = staffStore();
    store.dispatch(
      menuLoaded([
        ...testMenu,
        menuItem(9, null, 'Empty group', [menuItem(10, 'x/y', 'Hidden', [], { is_show: false })]),
        menuItem(11, 'zoho/bom', 'BOM', [], { icon: 'no-such-icon' }),
      ]),
    );
    renderPage(<Sidebar collapsed={false} />, { store, location: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'CRM' })).toBeInTheDocument();
    // A group whose only child is hidden is not shown at all.
    expect(within(nav).queryByText('Empty group')).not.toBeInTheDocument();
    const bom = within(nav).getByRole('link', { name: 'BOM' });
    expect(bom).toHaveAttribute('href', '/workplace/zoho/bom');
    expect(bom.querySelector('svg')).toHaveAttribute('data-icon', 'no-such-icon');
  });

  it('opens one submenu at a time and never shows hidden items', async () => {
    const store = staffStore();
    store.dispatch(menuLoaded(testMenu));
    renderPage(<Sidebar collapsed={false} />, { store, location: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const crm = within(nav).getByRole('button', { name: 'CRM' });
    const templates = within(nav).getByRole('button', { name: 'Templates' });
    await userEvent.click(crm);
    expect(crm).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Deals' })).toBeInTheDocument();
    expect(within(nav).queryByText('Power Bill')).not.toBeInTheDocument();
    await userEvent.click(templates);
    expect(templates).toHaveAttribute('aria-expanded', 'true');
    expect(crm).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Deals' })).not.toBeInTheDocument();
  });

  it("keeps Deals highlighted on a deal's power bill page, its group open", () => {
    const store = staffStore();
    store.dispatch(menuLoaded(testMenu));
    renderPage(<Sidebar collapsed={false} />, {
      store,
      location: '/workplace/crm/power-bill/4/edit',
    });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Deals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Leads Management' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
