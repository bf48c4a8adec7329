#!/usr/bin/env node
// Writes platform/src/pdf/fonts/: the faces PDFs are set in, as the npm packages of Fontsource
// ship them (WOFF, SIL Open Font License 1.1, copied beside them): Noto Sans regular and bold
// in its Latin, Greek, Cyrillic and Vietnamese subsets, then Noto Sans JP for Japanese and the
// CJK ideographs it shares with Chinese. The server reads them in this order, a character
// taken from the first face that has it.
//
//   node scripts/pdf-fonts.mjs
//
// It fetches the packages with `npm pack` into a temporary directory.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUT = new URL('../platform/src/pdf/fonts/', import.meta.url).pathname;
const SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'];
const PACKAGES = {
  '@fontsource/noto-sans@5.3.0': [
    ...SUBSETS.map((s) => `noto-sans-${s}-400-normal.woff`),
    ...SUBSETS.map((s) => `noto-sans-${s}-700-normal.woff`),
  ],
  '@fontsource/noto-sans-jp@5.3.0': ['noto-sans-jp-japanese-400-normal.woff'],
};

const tmp = mkdtempSync(join(tmpdir(), 'pdf-fonts-'));
try {
  for (const [pkg, files] of Object.entries(PACKAGES)) {
    const tarball = execFileSync('npm', ['pack', pkg, '--silent', '--pack-destination', tmp], {
      encoding: 'utf8',
    }).trim();
    const dir = join(tmp, pkg.replace(/[@/]/g, '_'));
    execFileSync('mkdir', ['-p', dir]);
    execFileSync('tar', ['xzf', join(tmp, tarball), '-C', dir, 'package/LICENSE', ...files.map((f) => `package/files/${f}`)]);
    for (const f of files) copyFileSync(join(dir, 'package/files', f), join(OUT, f));
    copyFileSync(join(dir, 'package/LICENSE'), join(OUT, `LICENSE-${pkg.split('@')[1].split('/')[1]}`));
    console.log(`${pkg}: ${files.length} files`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
