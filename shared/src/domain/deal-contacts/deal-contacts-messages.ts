// Messages: A deal's contacts.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// A deal's contacts (our own texts).
export const pleaseSelectContactType = 'Please select a contact type';
export const pleaseEnterFirstName = 'Please enter first name';
export const pleaseEnterLastName = 'Please enter last name';
export const contactNameTooLong = 'Names must be at most 100 characters';
export const pleaseEnterValidEmail = 'Please enter a valid email address';
export const pleaseEnterValidPhone =
  'Please enter a valid North American phone number, such as 902-555-0123';
export const contactNeedsEmailOrPhone = 'Please enter an email address or a phone number';
export const contactNotesTooLong = 'Notes must be at most 2000 characters';
export const contactCreated = 'Contact created successfully';
export const contactUpdated = 'Contact updated successfully';
export const contactDeleted = 'Contact deleted successfully';
export const deleteContactTitle = 'Delete Contact';
export const deleteContactConfirmText = 'Are you sure you want to delete this contact?';
export const failedToLoadContacts = 'Failed to load contacts';
export const failedToLoadContactTypes = 'Failed to load contact types';
export const failedToSaveContact = 'Failed to save contact: ';
export const failedToDeleteContact = 'Failed to delete contact';
export const apiUnknownContactType = 'The selected contact type does not exist';
export const apiContactNotFound = 'Contact not found';
