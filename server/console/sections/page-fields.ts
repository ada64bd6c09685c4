import type { BrandDoc } from '../../domain/console/console-diff.js'
import type { BlogPostText, BrandPageKey, BrandPageText } from '../../domain/tenancy/brand-pages.js'
import { LEGAL_PLACEHOLDERS } from '../../domain/tenancy/legal-placeholders.js'
import { str, textField, type FieldDef, type Read } from '../fields.js'
import { t } from '../i18n.js'
import { msg } from '@lingui/core/macro'

/**
 * Forms of a brand's own pages and blog posts in one language (decision 045). Texts may hold the placeholders of
 * LEGAL_PLACEHOLDERS: the shop fills them in. A page's sections are one text area, each section starting
 * with a line `## heading`, so the form works without JavaScript and sections are added or removed by typing.
 */

export function pageTitle(key: BrandPageKey): string {
  switch (key) {
    case 'aboutUs':
      return t(msg`About us`)
    case 'cookies':
      return t(msg`Cookies`)
    case 'guidelines':
      return t(msg`Guidelines and policies`)
    case 'privacy':
      return t(msg`Privacy`)
    case 'terms':
      return t(msg`Terms and conditions`)
    case 'notice':
      return t(msg`Legal notice`)
    case 'accessibility':
      return t(msg`Accessibility statement`)
  }
}

const placeholders = () =>
  t(msg`The shop fills in these names: {names}. A section naming a value the brand has not given is left out.`, {
    names: LEGAL_PLACEHOLDERS.map((p) => `{${p}}`).join(', '),
  })

export function formatSections(sections: BrandPageText['sections']): string {
  return sections.map((s) => `## ${s.heading}\n${s.body}`).join('\n\n')
}

/** `## heading` lines start sections; text before the first one is refused (it would belong to no section). */
export function parseSections(text: string): Read {
  const sections: { heading: string; body: string[] }[] = []
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.startsWith('## ')) sections.push({ heading: line.slice(3).trim(), body: [] })
    else if (sections.length) sections.at(-1)!.body.push(line)
    else if (line.trim() !== '') return { ok: false, message: t(msg`Start each section with a line “## heading”.`) }
  }
  return { ok: true, value: sections.map((s) => ({ heading: s.heading, body: s.body.join('\n').trim() })) }
}

export function pageFields(doc: BrandDoc, key: BrandPageKey, language: string): FieldDef[] {
  const own = (doc.content.pages?.[key] as Partial<Record<string, BrandPageText>> | undefined)?.[language]
  const base = `content.pages.${key}.${language}`
  return [
    textField({ name: 'title', path: `${base}.title`, label: t(msg`Title`), value: own?.title ?? '', empty: 'keep' }),
    textField({
      name: 'intro',
      path: `${base}.intro`,
      label: t(msg`Introduction`),
      hint: placeholders(),
      value: own?.intro ?? '',
      empty: 'keep',
      multiline: true,
    }),
    {
      name: 'sections',
      path: `${base}.sections`,
      label: t(msg`Sections`),
      hint: t(msg`Each section starts with a line “## heading”, followed by its text.`),
      kind: 'textarea',
      value: formatSections(own?.sections ?? []),
      read: (body) => parseSections(typeof body.sections === 'string' ? body.sections : str(body.sections)),
    },
  ]
}

export function blogPostFields(doc: BrandDoc, key: string, language: string): FieldDef[] {
  const post = doc.content.blog?.[key]
  const own = (post?.texts as Partial<Record<string, BlogPostText>> | undefined)?.[language]
  const base = `content.blog.${key}`
  return [
    textField({
      name: 'date',
      path: `${base}.date`,
      label: t(msg`Date`),
      hint: t(msg`YYYY-MM-DD, the same in every language.`),
      value: post?.date ?? '',
      empty: 'keep',
    }),
    textField({
      name: 'title',
      path: `${base}.texts.${language}.title`,
      label: t(msg`Title`),
      value: own?.title ?? '',
      empty: 'keep',
    }),
    textField({
      name: 'summary',
      path: `${base}.texts.${language}.summary`,
      label: t(msg`Summary`),
      value: own?.summary ?? '',
      empty: 'keep',
      multiline: true,
    }),
    textField({
      name: 'body',
      path: `${base}.texts.${language}.body`,
      label: t(msg`Body text`),
      hint: t(msg`Paragraphs separated by a blank line.`),
      value: own?.body ?? '',
      empty: 'keep',
      multiline: true,
    }),
  ]
}
