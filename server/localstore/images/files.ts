/**
 * The uploads folder: every attachment row has its SVG on disk under `uploads/YYYY/MM/`, written at
 * seed time and rebuilt from the row's drawing recipe whenever a file has gone missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { RequestHandler } from 'express';
import type { Db } from '../db/open';
import { renderSvg, type Drawing } from './svg';

/** Writes the files of attachments that are not on disk; returns how many were written. */
export function ensureUploads(db: Db, uploadsDir: string): number {
  const rows = db.prepare('SELECT file, drawing FROM attachments ORDER BY id').all() as { file: string; drawing: string }[];
  let written = 0;
  for (const row of rows) {
    const target = path.join(uploadsDir, row.file);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temp, renderSvg(JSON.parse(row.drawing) as Drawing));
    fs.renameSync(temp, target);
    written++;
  }
  return written;
}

/**
 * Static handler for `/wp-content/uploads`. Files never change once written (a new picture gets a
 * new name), so they are cacheable for a year; the CSP keeps an SVG opened on its own from running
 * anything.
 */
export function uploadsHandler(uploadsDir: string): RequestHandler {
  return express.static(uploadsDir, {
    index: false,
    dotfiles: 'ignore',
    immutable: true,
    maxAge: 31536000 * 1000,
    setHeaders(res) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });
}
