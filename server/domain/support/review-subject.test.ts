import { expect, test } from 'vitest'
import { reviewSubject } from './review-subject.js'

test('an order of one catalog design (any quantity, any number of lines) is a review of that design', () => {
  expect(reviewSubject([{ articleId: 102, designId: 7 }])).toEqual({ designId: 7, articleId: 102 })
  expect(
    reviewSubject([
      { articleId: 102, designId: 7 },
      { articleId: 102, designId: 7 },
    ]),
  ).toEqual({ designId: 7, articleId: 102 })
})

test.each([
  [[]],
  [[{ articleId: 102, designId: null }]],
  [
    [
      { articleId: 102, designId: 7 },
      { articleId: 102, designId: 8 },
    ],
  ],
  [
    [
      { articleId: 102, designId: 7 },
      { articleId: 104, designId: 7 },
    ],
  ],
  [
    [
      { articleId: 102, designId: 7 },
      { articleId: 102, designId: null },
    ],
  ],
])('%j is a review of the order as a whole', (lines) => expect(reviewSubject(lines)).toBeNull())
