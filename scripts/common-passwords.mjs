#!/usr/bin/env node
// Writes platform/src/auth/common_passwords.txt, the list of common passwords the server
// refuses: a few product-specific ones, then the ranked common-passwords dictionary of the npm
// package @zxcvbn-ts/language-common (MIT; from the leaked-password corpora zxcvbn ranks), most
// used first, lower-cased, printable ASCII of 4 to 128 characters, each once.
//
//   node scripts/common-passwords.mjs [path to the unpacked package]
//
// Without a path it fetches the package with `npm pack` into a temporary directory.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGE = '@zxcvbn-ts/language-common@4.1.3';
const OUT = new URL('../platform/src/auth/common_passwords.txt', import.meta.url);

// Passwords people pick for this product in particular, and common ones the dictionary leaves
// to zxcvbn's sequence and repeat patterns.
const EXTRA = [
  'p@ssword', '0123456789', '87654321', '00000000', '88888888', '12341234', 'abcdefgh', 'adminadmin',
  'rootroot', 'guest123', '123456123456', 'abcdefghijkl', 'qwertyqwerty', 'passwordpassword',
  'benefits', 'benefits1', 'benefits123', 'benefits2026', 'insurance', 'insurance1', 'insurance123',
  'canopy123', 'canopy2026', 'canopy12345', 'canopypassword', 'brokerpassword', 'enrollment2026',
  'openenrollment', 'openenrollment2026', 'summer2024', 'summer2025', 'summer2026', 'winter2025',
  'winter2026', 'spring2026', 'autumn2026', 'fall2026', 'january2026', 'november2026', 'december2026',
  'welcome12345', 'welcome123456', 'password2026', 'password12345', 'password123456', 'changeme1234',
  'correct horse battery staple', 'correcthorsebatterystaple',
];

let dir = process.argv[2];
let temp;
if (!dir) {
  temp = mkdtempSync(join(tmpdir(), 'common-passwords-'));
  const file = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: temp, encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', file], { cwd: temp });
  dir = join(temp, 'package');
}
const ranked = JSON.parse(readFileSync(join(dir, 'src', 'passwords.json'), 'utf8'));
if (temp) rmSync(temp, { recursive: true, force: true });

const plausible = (p) => p.length >= 4 && p.length <= 128 && /^[\x20-\x7e]+$/.test(p) && p.trim() === p;
const seen = new Set();
const lines = [];
for (const entry of [...EXTRA, ...ranked]) {
  const p = String(entry).toLowerCase();
  if (plausible(p) && !seen.has(p)) {
    seen.add(p);
    lines.push(p);
  }
}
if (lines.length < 10_000) throw new Error(`only ${lines.length} passwords: expected the whole ranked list`);
writeFileSync(OUT, lines.join('\n') + '\n');
console.log(`${lines.length} passwords written to ${OUT.pathname}`);
