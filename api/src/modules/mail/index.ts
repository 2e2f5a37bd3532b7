// What other modules use of e-mail: queueing a message inside the transaction of its change.
export { type MailAttachment, type MailToQueue, queueMail } from './mail-queries';
