import type { FastifyRequest } from "fastify";
import { badRequest } from "./http-error";

/**
 * Reads a multipart body. A broken form (no boundary, cut short, a bad part header) makes busboy
 * throw a plain error, which is the client's mistake: 400, not 500. The size limits keep their 413.
 */
export async function readForm<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode) throw error;
    throw badRequest("invalidInput");
  }
}

/** The one file of a multipart form, or undefined (not multipart, no file, an empty one). Throws 413 past the size limit. */
export async function readOneFile(request: FastifyRequest): Promise<Buffer | undefined> {
  const bytes = await readForm(async () => {
    const file = request.isMultipart() ? await request.file() : undefined;
    return file ? await file.toBuffer() : undefined;
  });
  return bytes && bytes.length > 0 ? bytes : undefined;
}
