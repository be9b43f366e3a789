// Generates the app icons electron-builder packs from the one drawn source,
// assets/icon.svg: icon.png (1024×1024, Linux and the AppImage), icon.icns (macOS)
// and icon.ico (Windows). Run `npm run icons` after editing the SVG and commit the
// results: the packaging machines then need neither sharp nor png2icons' work.
// scripts/icons.test.ts fails when icon.png no longer matches the SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as png2icons from 'png2icons';
import sharp from 'sharp';

export const ICON_SIZE = 1024;
export const assetsDir = resolve(__dirname, '..', 'assets');
export const iconPaths = {
  svg: join(assetsDir, 'icon.svg'),
  png: join(assetsDir, 'icon.png'),
  icns: join(assetsDir, 'icon.icns'),
  ico: join(assetsDir, 'icon.ico'),
};

/** Renders the SVG to a 1024×1024 RGBA PNG. */
export async function renderIconPng(svg: Buffer = readFileSync(iconPaths.svg)): Promise<Buffer> {
  // The SVG is drawn on a 1024 canvas, so no density tweak is needed; the resize
  // only guards against someone changing its width/height attributes.
  return sharp(svg)
    .resize(ICON_SIZE, ICON_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .ensureAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export interface IconSet {
  png: Buffer;
  icns: Buffer;
  ico: Buffer;
}

export async function makeIcons(): Promise<IconSet> {
  const png = await renderIconPng();
  // Bicubic keeps the small sizes (16–48 px) sharp; 0 colours means lossless.
  const icns = png2icons.createICNS(png, png2icons.BICUBIC, 0);
  // forWinExe: PNG entries from 64 px up, BMP below, which every Windows shell shows.
  const ico = png2icons.createICO(png, png2icons.BICUBIC, 0, false, true);
  if (!icns || !ico) throw new Error('png2icons could not convert assets/icon.png');
  return { png, icns, ico };
}

async function main(): Promise<void> {
  const icons = await makeIcons();
  writeFileSync(iconPaths.png, icons.png);
  writeFileSync(iconPaths.icns, icons.icns);
  writeFileSync(iconPaths.ico, icons.ico);
  for (const [kind, data] of Object.entries(icons)) {
    console.log(`assets/icon.${kind}: ${data.length} bytes`);
  }
}

// Runs only as `tsx scripts/make-icons.ts`; the test imports renderIconPng without writing.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
