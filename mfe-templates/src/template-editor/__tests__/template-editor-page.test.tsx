import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@solar/shared';
import { Route, Routes } from 'react-router';
import { renderPage } from '../../test-utils/render-page';
import { TemplateEditorPage } from '../template-editor-page';

function renderEditor(location = '/workplace/template/editor') {
  renderPage(
    <Routes>
      <Route path="/workplace/template/editor/:templateId?" element={<TemplateEditorPage />} />
    </Routes>,
    location,
  );
  return { user: userEvent.setup() };
}

const editorSheet = () => within(screen.getByRole('region', { name: 'Editor' })).getByRole('img');
const previewSheets = () =>
  within(screen.getByRole('region', { name: 'Preview' })).getAllByRole('img');

describe('TemplateEditorPage', () => {
  it('shows the form of the spec with its defaults', () => {
    renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'New Template' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Template name/ })).toHaveValue('');
    const group = screen.getByRole('combobox', { name: /Group/ });
    expect(group).toHaveValue('');
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a group', 'Proposal', 'Contract', 'Invoice']);
    expect(screen.getByRole('combobox', { name: 'Orientation' })).toHaveDisplayValue('Portrait');
    expect(
      within(screen.getByRole('combobox', { name: 'Orientation' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Portrait', 'Landscape']);
    const pageSize = screen.getByRole('combobox', { name: 'Page size' });
    expect(pageSize).toHaveValue('A4');
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Letter', 'A4', 'A5', 'B5', 'Legal']);
    expect(screen.getByRole('button', { name: 'New Page' })).toBeEnabled();
  });

  it('shows Save and the block tools disabled, with the reason given to screen readers', () => {
    renderEditor();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(messages.templateSavingNotAvailable);
    const toolbar = screen.getByRole('toolbar', { name: 'Blocks' });
    for (const tool of ['Text', 'Image', 'Chart', 'Table']) {
      const button = within(toolbar).getByRole('button', { name: tool });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(messages.templateToolsNotAvailable);
    }
  });

  it('starts with one empty A4 portrait page in the editor and the preview', () => {
    renderEditor();
    expect(editorSheet()).toHaveAccessibleName('Page 1, A4 portrait, 210 × 297 mm');
    expect(editorSheet().style.aspectRatio).toBe('210 / 297');
    expect(editorSheet()).toHaveTextContent(/^1$/);
    expect(previewSheets()).toHaveLength(1);
    expect(previewSheets()[0]!.style.aspectRatio).toBe('210 / 297');
  });

  it('follows the page size and orientation in the proportions of the sheets', async () => {
    const { user } = renderEditor();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), 'Legal');
    expect(editorSheet().style.aspectRatio).toBe('215.9 / 355.6');
    expect(previewSheets()[0]!.style.aspectRatio).toBe('215.9 / 355.6');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Orientation' }), 'Landscape');
    expect(editorSheet()).toHaveAccessibleName('Page 1, Legal landscape, 355.6 × 215.9 mm');
    expect(editorSheet().style.aspectRatio).toBe('355.6 / 215.9');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), 'A5');
    expect(editorSheet().style.aspectRatio).toBe('210 / 148');
  });

  it('adds pages with New Page and shows the chosen page in the editor', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'New Page' }));
    await user.click(screen.getByRole('button', { name: 'New Page' }));
    expect(previewSheets()).toHaveLength(3);
    expect(editorSheet()).toHaveAccessibleName(/^Page 3,/);
    expect(screen.getByRole('button', { name: 'Show page 3 in the editor' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'Show page 1 in the editor' }));
    expect(editorSheet()).toHaveAccessibleName(/^Page 1,/);
    expect(screen.getByRole('button', { name: 'Show page 3 in the editor' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('validates the template name once the field has been visited', async () => {
    const { user } = renderEditor();
    const nameInput = screen.getByRole('textbox', { name: /Template name/ });
    expect(screen.queryByText(messages.pleaseEnterTemplateName)).not.toBeInTheDocument();

    await user.click(nameInput);
    await user.tab();
    expect(screen.getByText(messages.pleaseEnterTemplateName)).toBeInTheDocument();
    expect(nameInput).toHaveAttribute('aria-invalid', 'true');

    await user.type(nameInput, 'A');
    expect(screen.getByText(messages.lengthTwoToHundred)).toBeInTheDocument();

    await user.type(nameInput, 'B');
    expect(screen.queryByText(messages.lengthTwoToHundred)).not.toBeInTheDocument();
    expect(nameInput).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a name longer than 100 characters', async () => {
    const { user } = renderEditor();
    const nameInput = screen.getByRole('textbox', { name: /Template name/ });
    await user.click(nameInput);
    await user.paste('x'.repeat(101));
    await user.tab();
    expect(screen.getByText(messages.lengthTwoToHundred)).toBeInTheDocument();
  });

  it('asks for a group once the select has been visited', async () => {
    const { user } = renderEditor();
    const group = screen.getByRole('combobox', { name: /Group/ });
    await user.click(group);
    await user.tab();
    expect(screen.getByText(messages.pleaseSelectTemplateGroup)).toBeInTheDocument();
    await user.selectOptions(group, 'Invoice');
    expect(group).toHaveValue('Invoice');
    expect(screen.queryByText(messages.pleaseSelectTemplateGroup)).not.toBeInTheDocument();
  });

  it('starts with the group a template list asked for, and ignores unknown groups', () => {
    renderEditor('/workplace/template/editor?group=Contract');
    expect(screen.getByRole('combobox', { name: /Group/ })).toHaveValue('Contract');
  });

  it('ignores an unknown group in the address', () => {
    renderEditor('/workplace/template/editor?group=Poster');
    expect(screen.getByRole('combobox', { name: /Group/ })).toHaveValue('');
  });

  it('says plainly that a saved template cannot be opened yet', () => {
    renderEditor('/workplace/template/editor/42');
    expect(screen.getByText(messages.templateOpeningNotAvailable)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'New Template' })).toBeInTheDocument();
  });

  it('shows no such notice for a new template', () => {
    renderEditor();
    expect(screen.queryByText(messages.templateOpeningNotAvailable)).not.toBeInTheDocument();
  });
});
