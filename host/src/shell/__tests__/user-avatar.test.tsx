import { fireEvent } from '@testing-library/react';
import { renderPage, testUser } from '@solar/shared/testing';
import defaultAvatar from '../../assets/default-avatar.svg';
import { UserAvatar } from '../components/user-avatar';

const imageOf = (container: HTMLElement) => container.querySelector('img')!;

describe('UserAvatar', () => {
  it("shows the user's own picture, decorative (their name is beside it)", () => {
    const { container } = renderPage(
      <UserAvatar user={testUser({ avatar: 'https://example.com/anna.png' })} />,
    );
    expect(imageOf(container)).toHaveAttribute('src', 'https://example.com/anna.png');
    expect(imageOf(container)).toHaveAttribute('alt', '');
  });

  it('shows the default picture when the user has none', () => {
    const { container } = renderPage(<UserAvatar user={testUser({ avatar: null })} />);
    expect(imageOf(container)).toHaveAttribute('src', defaultAvatar);
  });

  it('falls back to the default picture when theirs does not load', () => {
    const { container } = renderPage(
      <UserAvatar user={testUser({ avatar: 'https://example.com/gone.png' })} />,
    );
    fireEvent.error(imageOf(container));
    expect(imageOf(container)).toHaveAttribute('src', defaultAvatar);
  });
});
