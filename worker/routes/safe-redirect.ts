const BASE = 'https://same-origin.invalid';

/** A same-origin path to send the browser to; anything else becomes `fallback`. */
export function safeRedirect(target: string | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\') || /[\u0000-\u001f]/.test(target)) return fallback;
  const url = new URL(target, BASE);
  return url.origin === BASE ? `${url.pathname}${url.search}` : fallback;
}
