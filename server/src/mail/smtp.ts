/** The SMTP transport: nodemailer over SMTP_URL (smtp:// or smtps://, with its user and password). */
import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

export function smtpTransport(url: string): MailTransport {
  // A server that does not answer fails the attempt (retried later) instead of holding it for minutes.
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    },
    close: () => transporter.close(),
  };
}
