/**
 * The text of a PDF, read with pdf-parse (pdf.js) in a child Node process: pdf.js loads its worker with
 * a dynamic import, which Jest's module system refuses without --experimental-vm-modules.
 */
import { execFile } from 'node:child_process';

const READ = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  const result = await parser.getText();
  await parser.destroy();
  process.stdout.write(JSON.stringify({ text: result.text, pages: result.total }));
});
`;

export function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', READ], { cwd: process.cwd(), maxBuffer: 10 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`pdf-parse failed: ${stderr || error.message}`));
      const parsed = JSON.parse(stdout) as { text: string; pages: number };
      resolve({ text: parsed.text.replace(/\s+/g, ' '), pages: parsed.pages });
    });
    child.stdin!.end(pdf);
  });
}
