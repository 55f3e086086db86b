/**
 * Renders the bundled recipes' artwork to PNG for looking at while drawing:
 *   npm run artwork:preview [slug…]
 * writes .tmp/artwork/<slug>.png (800 wide) and .tmp/artwork/contact-sheet.png (every picture at 320 wide).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { dishes, drawArtwork } from "../catalog/artwork";

const out = path.resolve(".tmp/artwork");
mkdirSync(out, { recursive: true });
const slugs = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(dishes).sort();
const [tileWidth, tileHeight, label, columns] = [320, 240, 22, 6];

const tiles = [];
for (const slug of slugs) {
  const svg = drawArtwork(slug);
  if (!svg) {
    console.error(`no artwork for ${slug}`);
    continue;
  }
  await sharp(Buffer.from(svg)).resize({ width: 800 }).png().toFile(path.join(out, `${slug}.png`));
  const tile = await sharp(Buffer.from(svg)).resize({ width: tileWidth }).png().toBuffer();
  tiles.push({ slug, tile });
}
const rows = Math.ceil(tiles.length / columns);
const caption = (text: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${tileWidth}" height="${label}"><rect width="100%" height="100%" fill="#fff"/><text x="6" y="16" font-family="DejaVu Sans" font-size="14">${text}</text></svg>`);
const sheet = sharp({ create: { width: columns * tileWidth, height: rows * (tileHeight + label), channels: 3, background: "#ffffff" } });
await sheet
  .composite(
    tiles.flatMap(({ slug, tile }, i) => {
      const [left, top] = [(i % columns) * tileWidth, Math.floor(i / columns) * (tileHeight + label)];
      return [
        { input: tile, left, top },
        { input: caption(slug), left, top: top + tileHeight },
      ];
    }),
  )
  .png()
  .toFile(path.join(out, "contact-sheet.png"));
console.log(`${tiles.length} pictures in ${out}`);
