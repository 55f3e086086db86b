/**
 * `npm run icons`: the installed app's icons (decision 0057), drawn from the app's mark (client/public/favicon.svg)
 * into client/public/icons/: 192 and 512 px with rounded corners ("any"), and a 512 px maskable one whose mark
 * sits inside the central safe circle (80 %) on a full-bleed background, so any launcher shape may crop it.
 * The PNGs are committed; run this again only when the mark changes.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { rootDir } from "./client-build";

const publicDir = path.join(rootDir, "client/public");
const mark = readFileSync(path.join(publicDir, "favicon.svg"), "utf8").trim();
/** The mark without its rounded tile: the bowl and steam only, on the tile's colour. */
const markOnly = mark.replace(/<rect [^>]*\/>/, "");
const background = /<rect [^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1] ?? "#9a3412";

const outDir = path.join(publicDir, "icons");
mkdirSync(outDir, { recursive: true });

for (const size of [192, 512]) {
  await sharp(Buffer.from(mark), { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(outDir, `icon-${size}.png`));
}
// Apple's home-screen icon: square (iOS rounds it itself), 180 px.
const square = mark.replace(/rx="\d+"/, 'rx="0"');
await sharp(Buffer.from(square), { density: (72 * 180) / 64 }).resize(180, 180).png({ compressionLevel: 9 }).toFile(path.join(outDir, "apple-touch-icon.png"));

// Maskable: the mark scaled to 60 % of the icon, centred on the full-bleed background.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(12.8 12.8) scale(0.6)">${markOnly.replace(/^<svg[^>]*>|<\/svg>$/g, "")}</g></svg>`;
await sharp(Buffer.from(maskable), { density: (72 * 512) / 64 }).resize(512, 512).png({ compressionLevel: 9 }).toFile(path.join(outDir, "maskable-512.png"));

console.log(`icons written to ${path.relative(rootDir, outDir)}`);
