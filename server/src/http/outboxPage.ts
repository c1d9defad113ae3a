/**
 * The developer's outbox in the browser (/dev/outbox, OUTBOX_PAGE: on outside production, off in
 * production, where these paths are the shop's not-found page): the list of mails, each one as its
 * recipient would see it (/dev/outbox/ID) and its plain-text part (/dev/outbox/ID.txt). The mails hold
 * reset links: never served where shoppers are.
 */
import escapeHtml from 'escape-html';
import { Router, type Response } from 'express';
import type { OutboxEntry } from '../mail/message';
import type { OutboxRecords } from '../storage/outboxRecords';

/** A mail's own HTML: its inline styles and pictures, nothing that runs. */
const MAIL_POLICY = "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; font-src *; base-uri 'none'; form-action 'none'";

function listPage(mails: readonly OutboxEntry[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>#${mail.id}</td><td>${escapeHtml(mail.createdAt.slice(0, 19).replace('T', ' '))}</td><td>${mail.state}</td>` +
        `<td>${mail.language}</td><td>${escapeHtml(mail.kind)}</td><td>${escapeHtml(mail.recipient)}</td>` +
        `<td><a href="/dev/outbox/${mail.id}">${escapeHtml(mail.subject)}</a> · <a href="/dev/outbox/${mail.id}.txt">text</a></td></tr>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox</title>` +
    `<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#141414;background:#f7f3ec}table{border-collapse:collapse;width:100%}` +
    `td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #e4ddd0}a{color:#7a5a22}</style></head><body>` +
    `<h1>Outbox</h1><p>The mails the shop wrote, newest first (the latest 100). Without <code>SMTP_URL</code> they are kept here instead of sent; ` +
    `<code>npm run outbox</code> lists them in a terminal. This page is for developers: <code>OUTBOX_PAGE</code>, off in production.</p>` +
    `<table><thead><tr><th>Id</th><th>Written (UTC)</th><th>State</th><th>Lang.</th><th>Kind</th><th>To</th><th>Subject</th></tr></thead>` +
    `<tbody>${rows || '<tr><td colspan="7">No mail yet.</td></tr>'}</tbody></table></body></html>`
  );
}

const developerOnly = (res: Response) => res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });

export function outboxPageRouter(outbox: OutboxRecords): Router {
  const router = Router();
  router.get('/dev/outbox', async (_req, res) => {
    developerOnly(res)
      .type('html')
      .send(listPage(await outbox.list({ limit: 100 })));
  });
  router.get(/^\/dev\/outbox\/(\d{1,9})(\.txt)?$/, async (req, res, next) => {
    const [id, asText] = [Number(req.params[0]), req.params[1] === '.txt'];
    const mail = await outbox.get(id);
    if (!mail) {
      next();
      return;
    }
    developerOnly(res);
    if (asText) res.type('text/plain; charset=utf-8').send(`Subject: ${mail.subject}\nTo: ${mail.recipient}\n\n${mail.text}`);
    else res.set('Content-Security-Policy', MAIL_POLICY).type('html').send(mail.html);
  });
  return router;
}
