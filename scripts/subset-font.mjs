#!/usr/bin/env node
// Writes app/fonts/vazirmatn-variable.woff2 from the full Vazirmatn variable font (OFL, see
// app/fonts/OFL.txt): only the characters a Persian page uses and the weights the theme uses.
// Half the bytes of the full font on every first visit. Run after changing either list.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'app/fonts/source/vazirmatn-variable-full.woff2');
const target = path.join(root, 'app/fonts/vazirmatn-variable.woff2');

/** ASCII, Latin-1 punctuation and signs, Arabic (with Persian letters and digits), joiners and marks, typographic punctuation. */
const RANGES = [
  [0x20, 0x7e], [0xa0, 0xbf], [0xd7, 0xd7], [0xf7, 0xf7],
  [0x600, 0x6ff], [0x200c, 0x200f], [0x2010, 0x2027], [0x2030, 0x203a], [0x2212, 0x2212], [0xfd3e, 0xfd3f],
];
/** components/theme and the pages use weights 400 to 800. */
const WEIGHTS = { min: 400, max: 800 };

let text = '';
for (const [from, to] of RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
const font = await subsetFont(fs.readFileSync(source), text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
fs.writeFileSync(target, font);
console.log(`${path.relative(root, target)}: ${font.length} bytes`);
