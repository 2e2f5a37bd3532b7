import { renderPage } from '../../../testing/render-page';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { messages } from '../../../domain/messages';
import { ConfirmDialog, type ConfirmDialogProps } from '../confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderPage(
    <ConfirmDialog
      open
      title={messages.deleteItemConfirmTitle}
      message={messages.deleteItemConfirmText}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with the title, the message and Yes/No by default', async () => {
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveAccessibleDescription(messages.deleteItemConfirmText);
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it('starts with focus on the cancel button', async () => {
    // jsdom lays nothing out, so the focus trap would think every button is hidden.
    const rects = jest
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    renderDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    rects.mockRestore();
  });

  it('calls onConfirm and onCancel from their buttons', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog({ confirmLabel: 'Delete', cancelLabel: 'Keep' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog();
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('cannot be dismissed while loading', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog({ loading: true });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('does not report a close caused by its confirm button as a cancel', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    function Parent() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <ConfirmDialog
            open={open}
            title={messages.deleteItemConfirmTitle}
            message={messages.deleteItemConfirmText}
            onConfirm={() => setOpen(false)}
            onCancel={onCancel}
          />
          {/* The next step's dialog takes over, as in the deals map's flow. */}
          <ConfirmDialog
            open={!open}
            title="Next"
            message="Next step"
            onConfirm={() => undefined}
            onCancel={() => undefined}
          />
        </>
      );
    }
    renderPage(<Parent />);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByRole('alertdialog', { name: 'Next' });
    await waitFor(() =>
      expect(screen.getAllByRole('alertdialog', { hidden: true })).toHaveLength(1),
    );
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('does not take a close reported while its confirm is handled for a cancel', async () => {
    const user = userEvent.setup();
    // The confirmed flow moves on at once and the dialog reports its dismissal in that same turn.
    const { onCancel } = renderDialog({
      onConfirm: () => {
        fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onCancel).not.toHaveBeenCalled();
    // A later Escape is the user's own cancel again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
