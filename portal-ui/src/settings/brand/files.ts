/** Client-side checks of a brand image before it is uploaded (the server checks again). */
export const MAX_IMAGE_BYTES = 1024 * 1024;

const TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
};
const EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'svg', 'ico'];

export const ACCEPT = '.png,.jpg,.jpeg,.webp,.svg,.ico,image/png,image/jpeg,image/webp,image/svg+xml,image/x-icon';

/** Why `file` cannot be a logo or favicon, or null. */
export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk = file.type ? file.type in TYPES : EXTENSIONS.includes(ext);
  if (!typeOk && !EXTENSIONS.includes(ext)) return 'Use a PNG, JPEG, WebP, SVG or ICO image.';
  if (file.type && !(file.type in TYPES)) return 'Use a PNG, JPEG, WebP, SVG or ICO image.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > MAX_IMAGE_BYTES) return `This file is ${formatBytes(file.size)}; the limit is 1 MB.`;
  return null;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
