import { renderPage } from '../../../testing/render-page';
import { Input } from '@chakra-ui/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormField } from '../../form-field/form-field';
import { SelectField } from '../../form-field/select-field';
import { FormDialog } from '../form-dialog';

function renderDialog({ saving = false } = {}) {
  const onCancel = jest.fn();
  const onSubmit = jest.fn();
  function Harness() {
    const [colour, setColour] = useState('');
    return (
      <FormDialog
        title="New Thing"
        submitLabel="Create"
        saving={saving}
        onCancel={onCancel}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(colour);
        }}
      >
        <FormField label="Name" required error="Please enter a name">
          <Input />
        </FormField>
        <SelectField
          label="Colour"
          placeholder="Select a colour"
          value={colour}
          onChange={setColour}
          options={[
            { value: 'r', label: 'Red' },
            { value: 'g', label: 'Green' },
          ]}
        />
      </FormDialog>
    );
  }
  renderPage(<Harness />);
  expect(screen.getByRole('dialog', { name: 'New Thing' })).toBeVisible();
  return { onCancel, onSubmit };
}

describe('FormDialog with FormField and SelectField', () => {
  it('labels the fields, marks the required one invalid with its message, and submits', () => {
    const { onSubmit } = renderDialog();
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a name')).toBeVisible();

    const colour = screen.getByRole('combobox', { name: 'Colour' });
    expect(colour).toHaveValue('');
    fireEvent.change(colour, { target: { value: 'g' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith('g');
  });

  it('cancels with Cancel and with Escape', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
  });

  it('cannot be cancelled while it saves', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog({ saving: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.keyboard('{Escape}');
    // The same Escape that cancels in the test above; give it the same time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onCancel).not.toHaveBeenCalled();
  });
});
