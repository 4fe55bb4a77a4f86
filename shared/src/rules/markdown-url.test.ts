import { describe, expect, it } from 'vitest';
import { sanitizeMarkdownUrl } from './markdown-url.ts';

describe('sanitizeMarkdownUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'irc://irc.libera.chat/zen',
    'ircs://irc.libera.chat/zen',
    'mailto:ada@example.com',
    'xmpp:ada@example.com',
  ])('keeps %s', (url) => {
    expect(sanitizeMarkdownUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://example.com',
    'tel:+123',
  ])('empties %s', (url) => {
    expect(sanitizeMarkdownUrl(url)).toBe('');
  });

  it.each(['/problems/two-sum', '#examples', '?page=2', 'notes.md', './a:b', 'a/b:c', ''])(
    'keeps the relative link %j',
    (url) => {
      expect(sanitizeMarkdownUrl(url)).toBe(url);
    },
  );
});
