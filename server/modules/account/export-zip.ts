import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from "fflate";
import type { AccountExport } from "../../../common/account-export.schema";
import type { Db } from "../../db/client";
import { findVariant } from "../images";
import type { ExportPhoto } from "./export-data";

export const exportJsonName = "wasfa-export.json";
/** The widest stored WebP of a photo (uploads are kept at 320, 640 and 1024 px; nothing larger). */
const widest = 4096;

/** Resolves once the stream wants more, or is gone (the browser stopped the download). */
function roomIn(out: PassThrough) {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      resolve();
    };
    out.on("drain", done);
    out.on("close", done);
  });
}

/**
 * The export as a zip, streamed (fflate): `wasfa-export.json` first, compressed, then each photo stored as it is
 * (WebP is compressed already). Photos are read one at a time and the next waits until the browser has taken the
 * last, so a household with hundreds of photos never sits in memory whole.
 */
export function exportZip(db: Db, data: AccountExport, photos: ExportPhoto[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const write = async () => {
    const json = new ZipDeflate(exportJsonName, { level: 6 });
    zip.add(json);
    json.push(strToU8(`${JSON.stringify(data, null, 2)}\n`), true);
    for (const photo of photos) {
      await roomIn(out);
      if (out.destroyed) return;
      const variant = await findVariant(db, photo.imageId, widest);
      if (!variant) continue;
      const file = new ZipPassThrough(photo.file);
      zip.add(file);
      file.push(variant.bytes, true);
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
