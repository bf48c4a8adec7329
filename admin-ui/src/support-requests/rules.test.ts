import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerpt, mailto, replyMailto } from './rules';

describe('excerpt', () => {
  it('keeps a short message whole, on one line', () => {
    expect(excerpt('  Hello,\n\n  how do I   add a dependent?\t')).toBe('Hello, how do I add a dependent?');
  });

  it('cuts a long message after its last whole word within the length', () => {
    const message = `${'word '.repeat(30)}end`;
    const cut = excerpt(message);
    expect(cut.endsWith('word…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
  });

  it('cuts a message without spaces at the length', () => {
    expect(excerpt('x'.repeat(200))).toBe(`${'x'.repeat(EXCERPT_LENGTH)}…`);
  });

  it('never cuts an emoji in half', () => {
    expect(excerpt('🙂'.repeat(5), 3)).toBe('🙂🙂🙂…');
  });

  it('keeps markup as the text it is', () => {
    expect(excerpt('<script>alert(1)</script> <b>bold?</b>')).toBe('<script>alert(1)</script> <b>bold?</b>');
  });
});

describe('mailto links', () => {
  it('links a plain address as it is', () => {
    expect(mailto('sam@brightpath.example')).toBe('mailto:sam@brightpath.example');
  });

  it('encodes what a link would read as its own parts', () => {
    expect(mailto('a?b#c%d&e@x.example')).toBe('mailto:a%3Fb%23c%25d%26e@x.example');
    expect(mailto('"a@b"@x.example')).toBe('mailto:%22a%40b%22@x.example');
  });

  it('answers the sender with a subject and a greeting', () => {
    const href = replyMailto({ email: 'sam@brightpath.example', name: 'Sam & Co' });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('sam@brightpath.example');
    expect(url.searchParams.get('subject')).toBe('Re: your message');
    expect(url.searchParams.get('body')).toBe('Hello Sam & Co,\n\n');
  });
});
