// Sending a proposal for signature and the customer's answer: shapes the browser and the API share.
export * from './proposal-sendings-schemas';
