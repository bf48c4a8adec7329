import { describe, expect, it } from 'vitest';
import { formatBytes, imageProblem } from './files';

describe('brand image checks', () => {
  it('accepts the image types the server takes, up to 1 MB', () => {
    expect(imageProblem({ name: 'logo.png', type: 'image/png', size: 20_000 })).toBeNull();
    expect(imageProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 2_000 })).toBeNull();
    expect(imageProblem({ name: 'favicon.ico', type: 'image/x-icon', size: 1_000 })).toBeNull();
    expect(imageProblem({ name: 'favicon.ico', type: '', size: 1_000 })).toBeNull();
    expect(imageProblem({ name: 'logo.webp', type: 'image/webp', size: 1024 * 1024 })).toBeNull();
  });

  it('refuses other types, empty and large files', () => {
    expect(imageProblem({ name: 'logo.gif', type: 'image/gif', size: 100 })).toMatch(/PNG, JPEG/);
    expect(imageProblem({ name: 'doc.pdf', type: 'application/pdf', size: 100 })).toMatch(/PNG, JPEG/);
    expect(imageProblem({ name: 'x.png', type: 'image/png', size: 0 })).toMatch(/empty/);
    expect(imageProblem({ name: 'big.png', type: 'image/png', size: 1024 * 1024 + 1 })).toBe('This file is 1.0 MB; the limit is 1 MB.');
    expect(formatBytes(2_500_000)).toBe('2.4 MB');
    expect(formatBytes(5_000)).toBe('4.9 KB');
  });
});
