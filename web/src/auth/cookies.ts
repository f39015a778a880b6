/** Login needs the session cookie (spec section 5): checks that the browser keeps cookies at all. */
export function cookiesEnabled(): boolean {
  if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
  try {
    document.cookie = 'streamline_cookie_test=1; SameSite=Lax; path=/';
    const kept = document.cookie.includes('streamline_cookie_test=1');
    document.cookie = 'streamline_cookie_test=; Max-Age=0; SameSite=Lax; path=/';
    return kept;
  } catch {
    return false;
  }
}
