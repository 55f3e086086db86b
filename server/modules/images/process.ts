import sharp from "sharp";

export const maxUploadBytes = 8 * 1024 * 1024;
export const imageWidths = [320, 640, 1024] as const;

/** What the bytes are, whatever the file is called or claims to be: JPEG, PNG or WebP, else undefined. */
export function detectImageType(bytes: Buffer): "jpeg" | "png" | "webp" | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WEBP") return "webp";
  return undefined;
}

export type ImageVariant = { width: number; height: number; bytes: Buffer };

/**
 * Decodes the upload and writes it again as WebP at each width (never wider than the original):
 * turned upright, with every piece of metadata (EXIF, GPS, ICC comments) left behind.
 * A file that only looks like an image fails to decode and is refused.
 */
export async function toWebpVariants(bytes: Buffer): Promise<ImageVariant[]> {
  const source = sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" }).rotate();
  const { width: originalWidth } = await source.metadata();
  if (!originalWidth) throw new Error("no image width");
  const widths = [...new Set(imageWidths.map((width) => Math.min(width, originalWidth)))];
  return Promise.all(
    widths.map(async (width) => {
      const { data, info } = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, bytes: data };
    }),
  );
}

/**
 * Rasterises a drawing (SVG) to WebP at each served width, each drawn at its own scale so every
 * width is sharp. Smart subsampling keeps the edges of flat colours clean.
 */
export async function svgToWebpVariants(svg: string, widths: readonly number[] = imageWidths): Promise<ImageVariant[]> {
  const source = Buffer.from(svg);
  const { width: drawnWidth } = await sharp(source).metadata();
  if (!drawnWidth) throw new Error("no drawing width");
  return Promise.all(
    widths.map(async (width) => {
      const { data, info } = await sharp(source, { density: (72 * width) / drawnWidth, failOn: "error" })
        .resize({ width })
        .webp({ quality: 78, smartSubsample: true })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, bytes: data };
    }),
  );
}
