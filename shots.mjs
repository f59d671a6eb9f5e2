// Temporary: screenshots of the pages this stop touched (deleted before committing).
import { chromium } from 'playwright';
const BASE = process.env.BASE ?? 'http://127.0.0.1:8801';
const OUT = '/tmp/shots';
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

async function ctx(size, extra = {}) {
  const context = await browser.newContext({ viewport: sizes[size], baseURL: BASE, serviceWorkers: 'block', ...extra });
  // Pop-ups and consent out of the way, as a returning shopper has them.
  await context.addCookies([{ name: 'OptanonAlertBoxClosed', value: new Date().toISOString(), url: BASE }]);
  return context;
}
async function signIn(page, email, password = 'Trailhead2026') {
  const headers = { 'cf-connecting-ip': ip(), origin: BASE };
  await page.request.post('/fapi/auth/challenge', { headers });
  const { token } = await (await page.request.post('/captcha/v1/tokens', { data: { action: 'login' }, headers })).json();
  const answer = await page.request.post('/fapi/auth/signin', { data: { email, password, captcha: token }, headers });
  if (answer.status() !== 200) throw new Error(`sign-in ${answer.status()} ${await answer.text()}`);
}
async function ready(page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30000 });
  await page.waitForTimeout(400);
}
const shot = (page, name) => page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });

for (const size of Object.keys(sizes)) {
  // Store locator: use my location, allowed (Norway) and refused (Germany).
  let context = await ctx(size, { geolocation: { latitude: 63.4305, longitude: 10.3951 }, permissions: ['geolocation'] });
  let page = await context.newPage();
  await page.goto('/nb-no/store-locator'); await ready(page);
  await shot(page, `locator-nb-${size}`);
  await page.getByRole('button', { name: 'Bruk posisjonen min' }).click();
  await page.waitForURL(/q=/); await ready(page);
  await shot(page, `locator-nb-near-${size}`);
  await context.close();
  context = await ctx(size);
  page = await context.newPage();
  await page.goto('/de-de/store-locator'); await ready(page);
  await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click();
  await page.waitForTimeout(800);
  await shot(page, `locator-de-denied-${size}`);
  await context.close();

  // Lena's Rewards page in Norwegian: the history behind 4,200 points.
  context = await ctx(size); page = await context.newPage();
  await signIn(page, 'lena.larsen@example.com');
  await page.goto('/nb-no/account/loyalty'); await ready(page);
  await shot(page, `rewards-nb-${size}`);
  await context.close();

  // A German profile: the newsletter waiting for its link.
  context = await ctx(size); page = await context.newPage();
  const email = `shots-${Date.now().toString(36)}-${size}@example.com`;
  await page.request.post('/fapi/test/account', { data: { email, password: 'Basecamp2026' } });
  await signIn(page, email, 'Basecamp2026');
  await page.goto('/de-de/account/profile'); await ready(page);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Benachrichtigungen' }) });
  await form.getByLabel('Newsletter per E-Mail').check();
  await form.getByRole('button', { name: 'Benachrichtigungen speichern' }).click();
  await form.getByText('Bitte bestätigen Sie').waitFor();
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/profile-de-pending-${size}.png` });
  await context.close();

  // A German sign-up with the newsletter ticked.
  context = await ctx(size); page = await context.newPage();
  await page.goto('/de-de/sign-up'); await ready(page);
  const f = (label) => page.locator('#main form.sign-up').getByLabel(label);
  await f('E-Mail-Adresse').fill(`shots-signup-${Date.now().toString(36)}-${size}@example.com`);
  await f('Passwort').fill('Switchback77');
  await f('Passwort bestätigen').fill('Switchback77');
  await f(/^Geburtsdatum/).fill('06.05.1994');
  await f('Geschlecht').selectOption({ label: 'Keine Angabe' });
  await page.getByLabel('Neuigkeiten, Ausrüstungstipps und Angebote per E-Mail erhalten').check();
  await page.getByLabel('Ich akzeptiere die AGB und die Datenschutzerklärung').check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await page.locator('.sign-up__done').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/signup-de-done-${size}.png` });
  await context.close();
}
await browser.close();
console.log('done');
