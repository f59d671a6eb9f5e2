import { describe, expect, it } from 'vitest';
import { inlineRichText } from './inline';

describe('inlineRichText', () => {
  it('joins paragraphs with a line break and keeps inline markup', () => {
    expect(inlineRichText('<p>Join <strong>us</strong></p>\n<p>for <a href="/x">10% off</a></p>')).toBe('Join <strong>us</strong><br>for <a href="/x">10% off</a>');
  });

  it('leaves text without block elements as it is', () => {
    expect(inlineRichText('Ten <em>percent</em> off')).toBe('Ten <em>percent</em> off');
  });

  it('drops list and heading wrappers', () => {
    expect(inlineRichText('<h3>Title</h3><ul><li>one</li><li>two</li></ul>')).toBe('Title<br>one<br>two');
  });
});
