// Deal contacts: shapes and rules shared by the API and the browser.
export * from './contact-schemas';
export * from './phone-number';
