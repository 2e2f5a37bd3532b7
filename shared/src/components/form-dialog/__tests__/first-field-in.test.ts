import { firstFieldIn } from '../first-field-in';

function container(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('firstFieldIn', () => {
  it('finds the first field after a close button, skipping hidden and disabled fields', () => {
    const dialog = container(`
      <button aria-label="Close">×</button>
      <input type="hidden" name="id" />
      <input name="locked" disabled />
      <textarea name="note"></textarea>
      <input name="later" />
    `);
    expect(firstFieldIn(dialog)?.getAttribute('name')).toBe('note');
  });

  it('counts a select and a combobox button as fields', () => {
    expect(
      firstFieldIn(container('<button>Help</button><select name="s"></select>'))?.tagName,
    ).toBe('SELECT');
    expect(
      firstFieldIn(container('<button>Help</button><button role="combobox">Pick</button>'))
        ?.textContent,
    ).toBe('Pick');
  });

  it('finds nothing in a dialog without fields, or without a dialog', () => {
    expect(firstFieldIn(container('<button>OK</button>'))).toBeNull();
    expect(firstFieldIn(null)).toBeNull();
  });
});
