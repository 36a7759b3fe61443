// Draws the app's icons as SVG and rasterises them with Chromium: `node scripts/icons.mjs`.
// Writes public/favicon.png (64), icon-192/512.png (rounded, transparent corners), maskable-192/512.png
// (full bleed, the design inside the 80% safe circle) and apple-touch-icon.png (full bleed, 180).
// The picture is the board seen close up: the yellow 24/7 start cell, its neighbours cut by the edges.
// The lettering is drawn with strokes, not a font, so it looks the same on every machine.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';

// The colours of src/app/styles/base.css (light theme).
const NAVY = '#24305e';
const CELL = '#2f3c70';
const DOUBLE = '#3f4d8c';
const YELLOW = '#f7c548';
const ACCENT = '#e0573c';

/** Stroke centre-lines of the glyphs in a 22×40 box (the slash in 12×40), drawn with round caps. */
const GLYPHS = {
  2: { width: 22, d: 'M1 11C1 5 5.5 1 11 1s10 4 10 10c0 5-3 8-7 12.5L1.5 39H21' },
  4: { width: 22, d: 'M16 39V1.5L1 27h20.5' },
  7: { width: 22, d: 'M1 1.5h20L8 39' },
  '/': { width: 12, d: 'M11.5 -1L0.5 41' },
};

/** "24/7" centred on (cx, cy), `height` tall, the slash in the accent colour. */
function lettering(cx, cy, height, ink) {
  const text = ['2', '4', '/', '7'];
  const gap = 3.5;
  const width = text.reduce((sum, ch) => sum + GLYPHS[ch].width, 0) + gap * (text.length - 1);
  const scale = height / 40;
  let x = -width / 2;
  const paths = text.map((ch) => {
    const glyph = GLYPHS[ch];
    const path = `<path transform="translate(${x} -20)" d="${glyph.d}" stroke="${ch === '/' ? ACCENT : ink}"/>`;
    x += glyph.width + gap;
    return path;
  });
  return (
    `<g transform="translate(${cx} ${cy}) scale(${scale})" fill="none" stroke-width="8.5" stroke-linecap="round" stroke-linejoin="round">` +
    paths.join('') +
    '</g>'
  );
}

/**
 * The board close up in a 100×100 box: the start cell (side `tile`) in the middle and its eight
 * neighbours, of which only the parts inside the box show; two of them are double cells.
 */
function board(tile) {
  const gap = tile * 0.08;
  const radius = tile * 0.14;
  const start = 50 - tile / 2;
  const cells = [];
  for (let r = -1; r <= 1; r++) {
    for (let c = -1; c <= 1; c++) {
      if (r === 0 && c === 0) continue;
      const x = start + c * (tile + gap);
      const y = start + r * (tile + gap);
      const fill = (r === -1 && c === 1) || (r === 1 && c === -1) ? DOUBLE : CELL;
      cells.push(`<rect x="${x}" y="${y}" width="${tile}" height="${tile}" rx="${radius}" fill="${fill}"/>`);
    }
  }
  return (
    cells.join('') +
    `<rect x="${start}" y="${start}" width="${tile}" height="${tile}" rx="${radius}" fill="${YELLOW}"/>` +
    lettering(50, 50, tile * 0.36, NAVY)
  );
}

/** A full-bleed square (maskable, Apple): the start cell is 58% wide, so its corners stay in the safe circle. */
function fullBleed() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${NAVY}"/>${board(58)}</svg>`;
}

/** A rounded square with transparent corners, the start cell larger: for browsers and desktops. */
function rounded() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><clipPath id="r"><rect width="100" height="100" rx="22"/></clipPath></defs>` +
    `<g clip-path="url(#r)"><rect width="100" height="100" fill="${NAVY}"/>${board(66)}</g></svg>`
  );
}

/**
 * The favicon: at 16 to 32 pixels the neighbours would be noise, so only the start cell on navy. A PNG:
 * the browser fetches the favicon soon after the page loads, and draws an SVG one as a document of its
 * own on the page's main thread.
 */
function favicon() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="${NAVY}"/>` +
    `<rect x="9" y="9" width="82" height="82" rx="14" fill="${YELLOW}"/>${lettering(50, 50, 38, NAVY)}</svg>`
  );
}

const OUTPUTS = [
  { file: 'favicon.png', size: 64, svg: favicon() },
  { file: 'icon-192.png', size: 192, svg: rounded() },
  { file: 'icon-512.png', size: 512, svg: rounded() },
  { file: 'maskable-192.png', size: 192, svg: fullBleed() },
  { file: 'maskable-512.png', size: 512, svg: fullBleed() },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed() },
];

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get update && apt-get install -y chromium\``);
  process.exit(1);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, svg } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: `${PUBLIC}${file}`, omitBackground: true });
    await page.close();
    console.log(`public/${file}`);
  }
} finally {
  await browser.close();
}

// A few flat colours: a palette PNG is a third or less of the size (the icons are precached for offline
// installs). pngquant is Debian's package of that name; without it the icons stay full colour.
const quantized = spawnSync('pngquant', [
  '--quality=80-95',
  '--speed',
  '1',
  '-f',
  '--ext',
  '.png',
  ...OUTPUTS.map(({ file }) => `${PUBLIC}${file}`),
]);
if (quantized.error) console.warn('pngquant is not installed (apt-get install -y pngquant): the icons are left full colour.');
