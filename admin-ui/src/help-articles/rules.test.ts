import { describe, expect, it } from 'vitest';
import { toArticleInput } from './rules';

describe('toArticleInput', () => {
  it('sends the fields the API takes, an empty address left to the server', () => {
    const sent = toArticleInput({ id: 'x', slug: '  ', category: 'census', title: 'T', summary: 'S', body_markdown: 'B', published: 1, version: 3, helpful: 4 });
    expect(sent).toEqual({ slug: undefined, category: 'census', title: 'T', summary: 'S', body_markdown: 'B', published: true, version: 3 });
    expect(toArticleInput({ slug: ' who-to-call ', category: 'census' }).slug).toBe('who-to-call');
  });
});
