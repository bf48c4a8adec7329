#!/usr/bin/env node
// Reports the gzip size of the JavaScript a page needs before its first paint, from Vite's
// manifest: the entry chunk and its static imports, plus (for the portal) each lazily loaded
// route chunk with its static imports. Fails when the largest first paint is over the budget.
//
//   node scripts/bundle-size.mjs <dist dir> <budget KB> [--routes] [--page a.tsx+b.tsx ...]
//
// --page names route modules that load together (a layout and its index page) to count as one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dist, budgetArg, ...flags] = process.argv.slice(2);
const pages = flags.flatMap((f, i) => (flags[i - 1] === '--page' ? [f.split('+')] : []));
if (!dist || !budgetArg) {
  console.error('usage: bundle-size.mjs <dist dir> <budget KB> [--routes]');
  process.exit(2);
}
const budget = Number(budgetArg) * 1000;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = new Map();
const sizeOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
/** Files of `key` and everything it imports statically. */
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
};
const total = (files) => [...files].reduce((n, f) => n + (f.endsWith('.js') ? sizeOf(f) : 0), 0);
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const rows = [['entry (shell)', total(entry)]];
if (flags.includes('--routes')) {
  for (const key of manifest[entryKey].dynamicImports ?? []) {
    const files = closure(key, new Set(entry));
    rows.push([`entry + ${key.replace(/^src\//, '')}`, total(files)]);
  }
}
for (const modules of pages) {
  const files = new Set(entry);
  for (const m of modules) {
    if (!manifest[m]) throw new Error(`--page: ${m} is not in the manifest`);
    closure(m, files);
  }
  rows.push([`entry + ${modules.map((m) => m.replace(/^src\//, '')).join(' + ')}`, total(files)]);
}
let all = 0;
for (const file of new Set(Object.values(manifest).map((c) => c.file))) if (file.endsWith('.js')) all += sizeOf(file);

const worst = Math.max(...rows.map(([, n]) => n));
console.log(`JS before first paint, gzip (${dist}; budget ${kb(budget)}):`);
for (const [name, n] of rows) console.log(`  ${n > budget ? '✗' : '✓'} ${name.padEnd(46)} ${kb(n).padStart(9)}`);
console.log(`  all JS chunks together${' '.repeat(27)}${kb(all).padStart(9)}`);
if (worst > budget) {
  console.error(`Over budget: ${kb(worst)} > ${kb(budget)}`);
  process.exit(1);
}
