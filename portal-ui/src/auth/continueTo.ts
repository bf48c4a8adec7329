/** Where the browser goes after a sign-up: only an http(s) URL the server gave, else the dashboard. */
export function continueTo(url: string) {
  try {
    const u = new URL(url, window.location.href);
    if (u.protocol === 'http:' || u.protocol === 'https:') {
      window.location.assign(u.href);
      return;
    }
  } catch {
    /* fall through */
  }
  window.location.assign('/dashboard');
}
