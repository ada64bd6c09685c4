import { describe, expect, test } from 'vitest'
import { excerpt, helpBodyText, isShopPath, parseHelpBody } from './help-markup.js'

describe('help body markup', () => {
  test('paragraphs split on blank lines; a paragraph of "- " lines is a list', () => {
    expect(parseHelpBody('First line\nstill first.\n\n- one\n- two\n\nLast.')).toEqual([
      { kind: 'paragraph', inlines: [{ text: 'First line still first.' }] },
      { kind: 'list', items: [[{ text: 'one' }], [{ text: 'two' }]] },
      { kind: 'paragraph', inlines: [{ text: 'Last.' }] },
    ])
  })
  test('links to shop paths become links; anything else stays as its label only', () => {
    expect(parseHelpBody('Go to [tracking](/tracking) or [privacy](/_section/legal/privacy).')[0]).toEqual({
      kind: 'paragraph',
      inlines: [
        { text: 'Go to ' },
        { text: 'tracking', href: '/tracking' },
        { text: ' or ' },
        { text: 'privacy', href: '/_section/legal/privacy' },
        { text: '.' },
      ],
    })
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x',
      'https://evil.example',
      '/x"onmouseover=1',
      'data:text/html,x',
    ]) {
      const block = parseHelpBody(`[click](${bad})`)[0]!
      expect(block.kind === 'paragraph' && block.inlines.some((i) => 'href' in i), bad).toBe(false)
      expect(block.kind === 'paragraph' && block.inlines[0], bad).toEqual({ text: 'click' })
    }
    expect(isShopPath('/help-center/topic/8')).toBe(true)
    expect(isShopPath('/search?query=taza')).toBe(true)
  })
  test('HTML in a body is plain text (React escapes it), never markup', () => {
    expect(parseHelpBody('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', inlines: [{ text: '<img src=x onerror=alert(1)>' }] },
    ])
  })
  test('plain text keeps labels and drops targets; excerpts cut at a word with an ellipsis', () => {
    expect(helpBodyText('See [the cart](/cart).\n\n- a\n- b')).toBe('See the cart.\na b')
    expect(excerpt('short text', 20)).toBe('short text')
    expect(excerpt('one two three four five six', 16)).toBe('one two three…')
    expect(excerpt('one two three four five six', 16).length).toBeLessThanOrEqual(16)
  })
})
