// The bench's browser cookie jar: what its shoppers send back is what a browser would hold, so a
// row measures a returning visitor and not one whose cookies are lost between requests.

/** A jar's Cookie header. */
export const jarHeader = (jar) => Object.entries(jar).map(([name, value]) => `${name}=${value}`).join('; ');

/** Keeps in `jar` the cookies a response set, as a browser would. */
export function remember(jar, response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    jar[pair.slice(0, at)] = pair.slice(at + 1);
  }
}

/** Views each of `paths` at `origin` with the jar's cookies, keeping what they set; answers the Cookie header then. */
export async function visitorCookies(origin, paths, jar = {}) {
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`, { headers: { cookie: jarHeader(jar) } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
    remember(jar, response);
  }
  return { cookie: jarHeader(jar) };
}
