import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  messageId: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer | Readable }[];
}

/**
 * Where a message goes once its outbox row is claimed. `outbox`: nowhere else, the row is the
 * delivery (no SMTP_URL: development, the tests, an offline site). `smtp`: through the server
 * SMTP_URL names, with nodemailer.
 */
export interface MailTransport {
  name: 'outbox' | 'smtp';
  deliver(mail: OutgoingMail): Promise<void>;
}

export function createMailTransport(settings: {
  smtpUrl: string | null;
  from: string;
}): MailTransport {
  const { smtpUrl, from } = settings;
  if (!smtpUrl) {
    return {
      name: 'outbox',
      // The row is the delivery; a stored file opened for it is closed unread.
      deliver: async (mail) => {
        for (const attachment of mail.attachments) {
          if (attachment.content instanceof Readable) attachment.content.destroy();
        }
      },
    };
  }
  return {
    name: 'smtp',
    async deliver(mail) {
      // One connection per message: sending is a background job, so the connect time is nobody's
      // wait, and no idle connection is held between messages.
      const transporter = nodemailer.createTransport(smtpUrl);
      try {
        await transporter.sendMail({
          from,
          to: mail.to,
          ...(mail.cc.length > 0 ? { cc: mail.cc } : {}),
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          messageId: mail.messageId,
          attachments: mail.attachments,
        });
      } finally {
        transporter.close();
      }
    },
  };
}
