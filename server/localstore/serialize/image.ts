import type { AttachmentRow } from '../db/rows';
import type { UrlContext } from './context';

export interface ImageJson {
  id: number;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
  src: string;
  name: string;
  alt: string;
}

export function serializeImage(attachment: AttachmentRow, ctx: UrlContext): ImageJson {
  return {
    id: attachment.id,
    date_created: attachment.date_created,
    date_created_gmt: attachment.date_created_gmt,
    date_modified: attachment.date_modified,
    date_modified_gmt: attachment.date_modified_gmt,
    src: `${ctx.publicBase}/wp-content/uploads/${attachment.file}`,
    name: attachment.title,
    alt: attachment.alt,
  };
}
