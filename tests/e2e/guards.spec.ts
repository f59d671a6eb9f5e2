import { expect, test, visit } from './fixtures';

// The fixture's own guards must catch what they promise to, or every green run proves less than it says.

test('the CSP guard reports an inline handler the policy blocks', async ({ page, problems }) => {
  await visit(page, '/en-us');
  // An inline event handler, as injected markup would carry it: no nonce can cover one.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<button id="injected" onclick="window.__injected = true">x</button>'));
  await page.locator('#injected').click();
  await expect.poll(() => problems.filter((problem) => /CSP violation \(enforce\): script-src/.test(problem)).length).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  // The violation is the point of this test; the fixture checks that nothing else went wrong.
  problems.splice(0, problems.length, ...problems.filter((problem) => !/CSP violation|Content Security Policy/.test(problem)));
});
