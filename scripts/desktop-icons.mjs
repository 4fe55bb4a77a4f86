#!/usr/bin/env node
// Renders the desktop app's icon (desktop/build/icon.png, 1024 px) from desktop/build/icon.svg,
// the ZenCode mark of the favicon with a margin. electron-builder makes each platform's sizes
// and formats (.ico, .icns, the Linux set) from this one PNG.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const build = fileURLToPath(new URL('../desktop/build/', import.meta.url));
await sharp(`${build}icon.svg`, { density: 288 })
  .resize(1024, 1024)
  .png({ compressionLevel: 9 })
  .toFile(`${build}icon.png`);
console.log('desktop/build/icon.png written');
