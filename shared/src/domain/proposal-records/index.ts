// Proposal records on the server: list rows, the dialog's payload, saved designs and the preview.
export * from './proposal-record-schemas';
