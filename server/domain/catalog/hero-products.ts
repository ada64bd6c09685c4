/**
 * The products of the home page's picture, back to front: something for the wall at the back, a mug on the right and
 * a small item in front, each the site's most popular of its kind. A site that sells none of a group fills the place
 * with its next most popular product, so every site gets up to three different products.
 */
const BACK = ['CANVAS', 'POSTER', 'CALENDAR', 'PHOTO_BOOK', 'PUZZLE', 'CUSHION']
const RIGHT = ['MUG', 'MAGIC_MUG']
const FRONT = ['PHOTO_PRINT', 'KEYRING', 'PHONE_CASE', 'MAGIC_MUG', 'T_SHIRT']

/** `articles` in the site's order of popularity; returns their ids for the picture's three places. */
export function heroProducts(articles: readonly { id: number; kind: string }[]): number[] {
  const left = [...articles]
  const chosen: number[] = []
  for (const group of [BACK, RIGHT, FRONT]) {
    const i = Math.max(
      0,
      left.findIndex((a) => group.includes(a.kind)),
    )
    const [article] = left.splice(i, 1)
    if (!article) break
    chosen.push(article.id)
  }
  return chosen
}
