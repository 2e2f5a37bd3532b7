import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderPage } from '../../../testing/render-page';
import { LocalFilterCombobox } from '../local-filter-combobox';

interface Fruit {
  id: number;
  name: string;
}

const fruits: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Apricot' },
  { id: 3, name: 'Banana' },
];

beforeAll(() => {
  // jsdom lacks element scrolling, which the list calls when it opens.
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function Harness({ initial, error }: { initial: number | null; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LocalFilterCombobox
        label="Fruit"
        required
        options={fruits}
        value={value}
        onChange={setValue}
        idOf={(fruit) => fruit.id}
        labelOf={(fruit) => fruit.name}
        matches={(fruit, needle) => fruit.name.toLowerCase().includes(needle)}
        placeholder="Type to search"
        clearLabel="Clear fruit"
        showLabel="Show fruits"
        emptyText="No fruit found"
        errorText={error}
      />
      <output aria-label="Chosen">{String(value)}</output>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: /Fruit/ });

describe('LocalFilterCombobox', () => {
  it('shows the chosen option, narrows the list by the typed text and chooses', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial={2} />);
    expect(box()).toHaveValue('Apricot');
    await user.click(screen.getByRole('button', { name: 'Clear fruit' }));
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('null');
    await user.click(box());
    // Pasted: typing key by key into Ark's combobox loses characters under jsdom.
    await user.paste('ap');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Banana' })).toBeNull());
    await user.click(screen.getByRole('option', { name: 'Apple' }));
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('1');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial={null} />);
    await user.click(box());
    await user.paste('kiwi');
    expect(await screen.findByText('No fruit found')).toBeInTheDocument();
  });

  it('marks the field required and shows its message', () => {
    renderPage(<Harness initial={null} error="Please choose a fruit" />);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please choose a fruit')).toBeInTheDocument();
  });
});
