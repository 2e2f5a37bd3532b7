import { renderPage } from '../../../testing/render-page';
import { screen } from '@testing-library/react';
import { StatusTag } from '../status-tag';
import { tagColorOf } from '../tag-color-of';

describe('StatusTag', () => {
  it('shows the label in the colour derived from it', () => {
    renderPage(<StatusTag label="Approved" />);
    const tag = screen.getByText('Approved').parentElement!;
    expect(tag).toHaveAttribute('data-color-palette', tagColorOf('Approved'));
  });

  it('uses the fixed colour of a known deal stage or status', () => {
    renderPage(<StatusTag label="Closed Lost" />);
    expect(screen.getByText('Closed Lost').parentElement).toHaveAttribute(
      'data-color-palette',
      'red',
    );
  });

  it('uses the palette it is given', () => {
    renderPage(<StatusTag label="Approved" colorPalette="red" />);
    expect(screen.getByText('Approved').parentElement).toHaveAttribute('data-color-palette', 'red');
  });
});
