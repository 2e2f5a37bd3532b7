// E-mail: what the product sends, the outbox, the editable templates, the sign-in link.
export * from './mail-schemas';
export * from './render-mail';
