/** Building upload requests and hostile images for the image route tests. */
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body and its content-type header, as a browser's FormData would send them. */
export function multipart(parts: Part[]) {
  const boundary = `----yali${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A file part of an upload (`files[]`): its name, content type and bytes. */
export type FilePart = Omit<Extract<Part, { data: Buffer }>, 'name'>;

/**
 * `POST url` with a unit's images as the back office's image manager sends them: the unit's
 * id as the `field` part ('villa_id', 'boat_id') unless it is undefined, then each file as
 * `files[]`; `headers` carry the caller's authorisation.
 */
export function postImages(
  app: FastifyInstance,
  url: string,
  [field, id]: [field: string, id: number | string | undefined],
  files: FilePart[],
  headers: Record<string, string>,
) {
  const parts: Part[] = [];
  if (id !== undefined) parts.push({ name: field, value: String(id) });
  for (const f of files) parts.push({ name: 'files[]', ...f });
  const body = multipart(parts);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of a hundred-odd bytes whose valid header declares `width`×`height`
 * pixels (8-bit grey) but whose data holds only the first row: reading its
 * header is cheap, decoding it would allocate the whole image (a
 * decompression bomb), and a decoder that tried would fail as corrupt.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), compression, filter and interlace 0
  const firstRow = Buffer.alloc(width + 1); // filter byte, then one black row
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(firstRow)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An SVG that would run script if a browser ever showed it as a document. */
export const HOSTILE_SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" onload="alert(1)"><rect width="800" height="600"/></svg>',
);
