import * as messages from '../all-messages';

// One wording for every question before a deletion, the one the spec gives for a parts-list item:
// "Are you sure you want to delete this item?", answered Yes or No.
describe('delete confirmations', () => {
  const questions = Object.entries(messages).filter(
    ([key]) => key.startsWith('delete') && key.endsWith('ConfirmText'),
  );

  it('exist for deals, contacts, templates, parts lists and their items, and notes', () => {
    expect(questions.map(([key]) => key).sort()).toEqual([
      'deleteBomConfirmText',
      'deleteContactConfirmText',
      'deleteDealConfirmText',
      'deleteItemConfirmText',
      'deleteNoteConfirmText',
      'deleteTemplateConfirmText',
    ]);
  });

  it.each(questions)('%s asks "Are you sure you want to delete this …?"', (_key, text) => {
    expect(text).toMatch(/^Are you sure you want to delete this [A-Za-z ]+\?$/);
  });
});
