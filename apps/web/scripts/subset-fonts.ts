import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/*
 * The two families of DESIGN.md, cut down before `next build` / `next dev` (src/app/fonts.ts
 * reads the output). @fontsource ships every Unicode block a face covers, with every OpenType
 * alternate: ~250 KB for the five faces a page uses. A page needs Latin, Latin-1 and Latin
 * Extended-A (Polish letters, and the Czech, Croatian or Hungarian names of visiting players),
 * the usual typographic punctuation, and the layout features text actually uses; and only the
 * weights the CSS needs (src/app/fonts.ts says which).
 */

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONTSOURCE = path.resolve(WEB, '../../node_modules/@fontsource');
export const OUT_DIR = path.join(WEB, '.fonts');

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Basic Latin, Latin-1 Supplement, punctuation and symbols (the fontsource `latin` file). */
const LATIN = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}–—‘’‚“”„†‡•…‰‹›€™−←↑→↓`;
/** Latin Extended-A, plus the comma-below letters of Romanian (the `latin-ext` file). */
const LATIN_EXT = `${range(0x100, 0x17f)}ȘșȚț`;

/** Kerning, ligatures, marks, localised forms, tabular figures (scores), case-sensitive forms. */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case'];

const FACES = [
  { family: 'barlow-condensed', weights: [700] },
  { family: 'inter', weights: [400, 600] },
] as const;

const SUBSETS = [
  { name: 'latin', text: LATIN },
  { name: 'latin-ext', text: LATIN_EXT },
] as const;

export async function subsetFonts(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const jobs = FACES.flatMap(({ family, weights }) =>
    weights.flatMap((weight) =>
      SUBSETS.map(async ({ name, text }) => {
        const source = path.join(
          FONTSOURCE,
          family,
          'files',
          `${family}-${name}-${String(weight)}-normal.woff2`,
        );
        const font = await subsetFont(await readFile(source), text, {
          targetFormat: 'woff2',
          keepFeatures: FEATURES,
          noHinting: true,
        });
        await writeFile(path.join(OUT_DIR, `${family}-${name}-${String(weight)}.woff2`), font);
        return font.length;
      }),
    ),
  );
  const bytes = (await Promise.all(jobs)).reduce((sum, size) => sum + size, 0);
  console.log(
    `fonts: ${String(jobs.length)} subset files, ${String(Math.round(bytes / 1024))} KiB in ${OUT_DIR}`,
  );
}

await subsetFonts();
