/**
 * What a customer's review of a delivered order is about (decision 021). The form reviews an order, so the review
 * counts for a design only when the order is unambiguously that design: every line is the same catalog design (on
 * its article). An order of several designs, or with a personalised product, is reviewed as a whole: the review is
 * shown on /reviews and counts for no product page.
 */
export function reviewSubject(
  lines: readonly { articleId: number; designId: number | null }[],
): { designId: number; articleId: number } | null {
  const first = lines[0]
  if (!first || first.designId === null) return null
  const same = lines.every((l) => l.designId === first.designId && l.articleId === first.articleId)
  return same ? { designId: first.designId, articleId: first.articleId } : null
}
