/**
 * The shop's mail layout: the brand's look (ivory, ink and gold, a serif title) in tables and inline
 * styles, which mail clients keep, and the plain-text part made from the same HTML (html-to-text). Every
 * text given here is escaped: a customer's name or a product's never becomes markup.
 */
import escapeHtml from 'escape-html';
import { convert } from 'html-to-text';
import { SHOP_IDENTITY, SHOP_NAME } from '#common/brand';
import type { MailLanguage } from './message';

const INK = '#141414';
const IVORY = '#f7f3ec';
const GOLD = '#a47e3b';
const MUTED = '#5c5750';
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Inter, 'Helvetica Neue', Arial, sans-serif";

/** One piece of a mail's body. Texts are plain; `rows` are label and value pairs (an order's lines). */
export type MailBlock =
  | { paragraph: string }
  | { button: { label: string; url: string } }
  /** A link shown in full, for clients that show no buttons. */
  | { link: { label: string; url: string } }
  | { heading: string }
  | { rows: { label: string; value: string; strong?: boolean }[] }
  | { image: { url: string; alt: string } }
  | { note: string };

export interface MailContent {
  language: MailLanguage;
  /** The line mail clients show after the subject. */
  preheader: string;
  title: string;
  blocks: MailBlock[];
  /** Small print under the body (why this mail came, how to stop it). */
  footer?: MailBlock[];
}

const FOOTER_TEXT = {
  FR: 'Vous recevez ce message parce qu’une action a été faite avec votre adresse sur notre boutique.',
  EN: 'You are receiving this message because something was done with your address in our shop.',
} as const;

function block(part: MailBlock): string {
  if ('paragraph' in part)
    return `<p style="margin:0 0 16px;font-family:${SANS};font-size:15px;line-height:1.6;color:${INK}">${escapeHtml(part.paragraph)}</p>`;
  if ('note' in part)
    return `<p style="margin:0 0 12px;font-family:${SANS};font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(part.note)}</p>`;
  if ('heading' in part)
    return `<h2 style="margin:24px 0 12px;font-family:${SERIF};font-size:20px;font-weight:600;color:${INK}">${escapeHtml(part.heading)}</h2>`;
  if ('button' in part)
    return (
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr>` +
      `<td style="background:${INK};border-radius:2px"><a href="${escapeHtml(part.button.url)}" ` +
      `style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:14px;letter-spacing:0.08em;` +
      `text-transform:uppercase;color:${IVORY};text-decoration:none">${escapeHtml(part.button.label)}</a></td></tr></table>`
    );
  if ('link' in part)
    return (
      `<p style="margin:0 0 16px;font-family:${SANS};font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(part.link.label)}<br>` +
      `<a href="${escapeHtml(part.link.url)}" style="color:${GOLD};word-break:break-all">${escapeHtml(part.link.url)}</a></p>`
    );
  if ('image' in part)
    return `<p style="margin:0 0 16px"><img src="${escapeHtml(part.image.url)}" alt="${escapeHtml(part.image.alt)}" width="240" style="display:block;max-width:100%;height:auto;border:0"></p>`;
  const rows = part.rows
    .map(
      (row) =>
        `<tr><td style="padding:6px 0;font-family:${SANS};font-size:14px;color:${INK}${row.strong ? ';font-weight:600' : ''}">${escapeHtml(row.label)}</td>` +
        `<td align="right" style="padding:6px 0 6px 16px;font-family:${SANS};font-size:14px;color:${INK};white-space:nowrap${row.strong ? ';font-weight:600' : ''}">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('');
  return `<table class="rows" role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid #e4ddd0;border-bottom:1px solid #e4ddd0">${rows}</table>`;
}

/** The mail's HTML and its plain-text part. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const lang = content.language === 'EN' ? 'en' : 'fr';
  const footer = [...(content.footer ?? []), { note: FOOTER_TEXT[content.language] } satisfies MailBlock];
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(content.title)}</title></head>` +
    `<body style="margin:0;padding:0;background:${IVORY}">` +
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${IVORY}"><tr><td align="center" style="padding:32px 16px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e4ddd0">` +
    `<tr><td align="center" style="padding:28px 32px;border-bottom:2px solid ${GOLD}">` +
    `<span style="font-family:${SERIF};font-size:28px;letter-spacing:0.12em;color:${INK}">${escapeHtml(SHOP_NAME.toUpperCase())}</span></td></tr>` +
    `<tr><td style="padding:32px">` +
    `<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:26px;font-weight:600;color:${INK}">${escapeHtml(content.title)}</h1>` +
    content.blocks.map(block).join('') +
    `</td></tr><tr><td style="padding:20px 32px;background:${IVORY};border-top:1px solid #e4ddd0">` +
    footer.map(block).join('') +
    `<p style="margin:0;font-family:${SANS};font-size:12px;color:${MUTED}">${escapeHtml(
      [SHOP_NAME, ...SHOP_IDENTITY.addressLines, SHOP_IDENTITY.email].join(' · '),
    )}</p>` +
    `</td></tr></table></td></tr></table></body></html>`;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'title', format: 'skip' },
      { selector: 'div', format: 'skip' },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'table', format: 'block' },
      { selector: 'table.rows', format: 'dataTable' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
  return { html, text };
}
