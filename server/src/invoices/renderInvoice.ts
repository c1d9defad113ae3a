/**
 * An invoice as a PDF (pdfkit), A4, in the brand's fonts: Cormorant Garamond for the shop's name and the
 * title, Inter for the rest, both embedded (subset) from their Fontsource packages so accents and the
 * euro sign print in every reader. The fonts' Latin subsets cover French and English; a letter outside
 * them (a Polish ł in a name) would print as a blank.
 */
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from './invoiceDocument';

const FONTS = {
  title: require.resolve('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff'),
  body: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff'),
};

const MARGIN = 50;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = '#1a1a1a';
const MUTED = '#666666';
const RULE = '#cccccc';

/** The table's columns: x offset from the margin, width, alignment. */
const COLUMNS = [
  { key: 'name', x: 0, width: 170, align: 'left' },
  { key: 'quantity', x: 170, width: 35, align: 'right' },
  { key: 'unitPrice', x: 205, width: 85, align: 'right' },
  { key: 'vatRate', x: 290, width: 50, align: 'right' },
  { key: 'vat', x: 340, width: 70, align: 'right' },
  { key: 'total', x: 410, width: 85, align: 'right' },
] as const;

/** The VAT summary's columns, right of the page like the totals. */
const SUMMARY_COLUMNS = [
  { key: 'rate', x: 135, width: 70 },
  { key: 'net', x: 205, width: 95 },
  { key: 'tax', x: 300, width: 95 },
  { key: 'gross', x: 395, width: 100 },
] as const;

export function renderInvoice(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${invoice.texts.title} ${invoice.invoiceNumber}`,
      Author: invoice.shop.name,
      Subject: `${invoice.texts.orderNumber} ${invoice.orderNumber}`,
      CreationDate: invoice.issuedAt,
    },
    lang: invoice.language === 'EN' ? 'en' : 'fr',
  });
  doc.registerFont('title', FONTS.title);
  doc.registerFont('body', FONTS.body);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, invoice);
  addresses(doc, invoice);
  table(doc, invoice);
  totals(doc, invoice);
  vatSummary(doc, invoice);
  closing(doc, invoice);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

function header(doc: Doc, invoice: InvoiceDocument): void {
  const { shop, texts } = invoice;
  doc.fillColor(INK).font('title').fontSize(26).text(shop.name, MARGIN, MARGIN);
  doc.font('body').fontSize(8.5).fillColor(MUTED);
  for (const line of [...invoice.sellerLines, shop.email, shop.phone, shop.website]) doc.text(line, { width: WIDTH - 260 });
  const top = MARGIN;
  doc.font('title').fontSize(26).fillColor(INK).text(texts.title, MARGIN, top, { width: WIDTH, align: 'right' });
  const meta: [string, string][] = [
    [texts.invoiceNumber, invoice.invoiceNumber],
    [texts.invoiceDate, invoice.invoiceDate],
    [texts.orderNumber, invoice.orderNumber],
    [texts.orderDate, invoice.orderDate],
    ...(invoice.paidDate ? [[texts.paidOn, invoice.paidDate] as [string, string]] : []),
    [texts.paymentMethod, invoice.paymentMethod],
    [texts.currency, invoice.currency],
  ];
  let y = top + 36;
  for (const [label, value] of meta) {
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, MARGIN + WIDTH - 250, y, { width: 120, align: 'right' });
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(INK)
      .text(value, MARGIN + WIDTH - 125, y, { width: 125, align: 'right' });
    y += 13;
  }
  doc.y = Math.max(doc.y, y) + 20;
}

function addresses(doc: Doc, invoice: InvoiceDocument): void {
  const top = doc.y;
  const column = (title: string, lines: string[], x: number) => {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(title, x, top, { width: WIDTH / 2 - 10 });
    doc.moveDown(0.3).font('body').fontSize(9);
    for (const line of lines) doc.text(line, x, doc.y, { width: WIDTH / 2 - 10 });
    return doc.y;
  };
  const left = column(invoice.texts.billedTo, invoice.billing, MARGIN);
  const right = column(invoice.texts.shippedTo, invoice.shipping, MARGIN + WIDTH / 2 + 10);
  doc.y = Math.max(left, right) + 24;
}

function tableHeader(doc: Doc, invoice: InvoiceDocument): void {
  const { texts } = invoice;
  const labels = {
    name: texts.item,
    quantity: texts.quantity,
    unitPrice: texts.unitPrice,
    vatRate: texts.vatRate,
    vat: texts.vat,
    total: texts.total,
  };
  const y = doc.y;
  doc.font('bold').fontSize(8.5).fillColor(INK);
  for (const column of COLUMNS) doc.text(labels[column.key], MARGIN + column.x, y, { width: column.width, align: column.align });
  const bottom = y + 14;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + WIDTH, bottom)
    .strokeColor(RULE)
    .lineWidth(0.7)
    .stroke();
  doc.y = bottom + 6;
}

function table(doc: Doc, invoice: InvoiceDocument): void {
  tableHeader(doc, invoice);
  for (const row of invoice.rows) {
    const name = row.sku ? `${row.name}\n${invoice.texts.sku} ${row.sku}` : row.name;
    doc.font('body').fontSize(9);
    const height = Math.max(doc.heightOfString(name, { width: COLUMNS[0].width }), 12);
    // A row never splits across pages: a new page repeats the header.
    if (doc.y + height > PAGE.height - MARGIN - 40) {
      doc.addPage();
      tableHeader(doc, invoice);
    }
    const y = doc.y;
    for (const column of COLUMNS) {
      const text = column.key === 'name' ? name : row[column.key];
      doc.fillColor(INK).text(text, MARGIN + column.x, y, { width: column.width, align: column.align });
    }
    doc.y = y + height + 6;
  }
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .strokeColor(RULE)
    .lineWidth(0.7)
    .stroke();
  doc.y += 10;
}

function totals(doc: Doc, invoice: InvoiceDocument): void {
  if (doc.y > PAGE.height - MARGIN - 110) doc.addPage();
  for (const line of invoice.totals) {
    const y = doc.y;
    doc
      .font(line.strong ? 'bold' : 'body')
      .fontSize(line.strong ? 11 : 9)
      .fillColor(INK);
    doc.text(line.label, MARGIN + WIDTH - 330, y, { width: 230, align: 'right' });
    doc.text(line.value, MARGIN + WIDTH - 95, y, { width: 95, align: 'right' });
    doc.y = y + (line.strong ? 17 : 14);
  }
}

/** The VAT per rate (before tax, VAT, with it), as French invoices must show it. */
function vatSummary(doc: Doc, invoice: InvoiceDocument): void {
  const { texts } = invoice;
  if (doc.y > PAGE.height - MARGIN - 40 - 14 * (invoice.vatSummary.length + 2)) doc.addPage();
  doc.y += 14;
  doc.font('bold').fontSize(9).fillColor(INK).text(texts.vatSummary, MARGIN, doc.y, { width: WIDTH });
  doc.y += 4;
  const headings = { rate: texts.summaryRate, net: texts.summaryNet, tax: texts.summaryTax, gross: texts.summaryGross };
  const rows = [headings, ...invoice.vatSummary];
  rows.forEach((row, index) => {
    const y = doc.y;
    const strong = index === 0 || index === rows.length - 1;
    doc
      .font(strong ? 'bold' : 'body')
      .fontSize(8.5)
      .fillColor(INK);
    for (const column of SUMMARY_COLUMNS) doc.text(row[column.key], MARGIN + column.x, y, { width: column.width, align: 'right' });
    doc.y = y + 13;
  });
}

function closing(doc: Doc, invoice: InvoiceDocument): void {
  doc.moveDown(1.5);
  if (invoice.customerNote) {
    doc.font('bold').fontSize(9).fillColor(INK).text(invoice.texts.note, MARGIN, doc.y, { width: WIDTH });
    doc.font('body').fontSize(9).text(invoice.customerNote, { width: WIDTH });
    doc.moveDown(1);
  }
  doc.font('title').fontSize(14).fillColor(INK).text(invoice.texts.thanks, MARGIN, doc.y, { width: WIDTH });
  if (invoice.businessTerms) {
    doc.moveDown(1);
    doc.font('body').fontSize(7.5).fillColor(MUTED).text(invoice.businessTerms, MARGIN, doc.y, { width: WIDTH });
  }
}
