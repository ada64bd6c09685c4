import { describe, expect, test } from 'vitest'
import { messageIdsOfCode, messageIdsOfEntry } from './page-message-ids-plugin.js'

describe('message ids of built client code', () => {
  test('finds descriptors as the minifier writes them, in any quotes, and nothing else', () => {
    const code =
      'g(e({id:`f3ZN0e`}));(0,b.jsx)(a,{id:"wX2Tuz",values:{0:t}});x({id:\'+b7T3G\'});' +
      'y({id:`main-content`});z({id:`abc`});w({uid:`Q9w8im`})'
    expect(messageIdsOfCode(code)).toEqual(['f3ZN0e', 'wX2Tuz', '+b7T3G'])
  })

  test("follows a page's static and lazy imports, but not into another page's entry", () => {
    const files: Record<string, { code: string; imports: string[] }> = {
      'home.js': { code: '{id:`aaaaaa`}', imports: ['shared.js', 'dialog.js'] },
      'shared.js': { code: '{id:`bbbbbb`}', imports: ['router.js'] },
      'router.js': { code: '', imports: ['home.js', 'checkout.js'] },
      'dialog.js': { code: '{id:`cccccc`}', imports: ['shared.js'] },
      'checkout.js': { code: '{id:`zzzzzz`}', imports: ['shared.js'] },
    }
    const ids = messageIdsOfEntry('home.js', {
      code: (f) => files[f]?.code ?? '',
      imports: (f) => files[f]?.imports ?? [],
      isPageEntry: (f) => f === 'home.js' || f === 'checkout.js',
    })
    expect(ids).toEqual(['aaaaaa', 'bbbbbb', 'cccccc'])
  })
})
