import { act, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing';
import { notify } from '../toaster';

describe('the toaster view, loaded with the first toast', () => {
  it('renders no toast region before a toast, then shows the first toast and the next', async () => {
    renderPage(<p>page</p>);
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => {
      notify.success('First saved');
    });
    expect(await screen.findByText('First saved')).toBeInTheDocument();
    expect(screen.getByRole('region')).toBeInTheDocument();

    act(() => {
      notify.error('Second failed');
    });
    expect(await screen.findByText('Second failed')).toBeInTheDocument();
  });
});

describe('the error policy on success', () => {
  it('closes a stale error toast when a success follows, and keeps the success', async () => {
    renderPage(<p>form</p>);
    act(() => {
      notify.error('Please correct the errors in the form');
    });
    expect(await screen.findByText('Please correct the errors in the form')).toBeInTheDocument();

    act(() => {
      notify.success('Power bill saved');
    });
    expect(await screen.findByText('Power bill saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Please correct the errors in the form')).not.toBeInTheDocument(),
    );
  });
});
