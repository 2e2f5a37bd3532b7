import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test-utils/render-page';
import { CustomerPortalPage } from '../customer-portal-page';
import { supportContact } from '../support-contact';

describe('CustomerPortalPage', () => {
  it('shows the six service tiles of the spec in order, each with a description', () => {
    renderPage(<CustomerPortalPage />);
    const tiles = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      tiles.map((tile) => within(tile).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'Solar Install',
      'HVAC Install',
      'After Service',
      'Project Tracking',
      'Invoice & Reports',
      'Other Services',
    ]);
    for (const tile of tiles)
      expect(within(tile).getByText(/\w{3,}/, { selector: 'p' })).toBeVisible();
  });

  it('has no links or buttons on the tiles, which have no behaviour yet', () => {
    renderPage(<CustomerPortalPage />);
    const list = screen.getByRole('list');
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens a dialog with the phone and email of support from Chat with Support', async () => {
    const user = userEvent.setup();
    renderPage(<CustomerPortalPage />);
    await user.click(screen.getByRole('button', { name: 'Chat with Support' }));

    const dialog = await screen.findByRole('dialog', { name: 'Chat with Support' });
    expect(dialog).toHaveAccessibleDescription(/Live chat is not available yet/);
    expect(within(dialog).getByRole('link', { name: supportContact.phone })).toHaveAttribute(
      'href',
      supportContact.phoneHref,
    );
    expect(within(dialog).getByRole('link', { name: supportContact.email })).toHaveAttribute(
      'href',
      `mailto:${supportContact.email}`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
