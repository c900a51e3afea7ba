/** Reads the one file field of a multipart/form-data request, stopping at a size limit. */
import busboy from 'busboy';
import type { Request } from 'express';

export interface ReceivedFile {
  bytes: Buffer;
  mimeType: string;
  /** True when the file was larger than the limit (bytes then holds only the first part). */
  tooLarge: boolean;
}

/**
 * Resolves null when the request is not multipart or has no such field. Cloud Functions reads
 * the body before the app sees it (req.rawBody); elsewhere the request stream is parsed.
 */
export function readMultipartFile(req: Request, field: string, maxBytes: number): Promise<ReceivedFile | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 20 } });
    } catch {
      resolve(null); // not multipart/form-data
      return;
    }
    let received: ReceivedFile | null = null;
    parser.on('file', (name, stream, info) => {
      if (name !== field || received) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const file: ReceivedFile = { bytes: Buffer.alloc(0), mimeType: info.mimeType, tooLarge: false };
      received = file;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        file.tooLarge = true;
      });
      stream.on('end', () => {
        file.bytes = Buffer.concat(chunks);
      });
    });
    parser.on('close', () => resolve(received));
    parser.on('error', reject);
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}
