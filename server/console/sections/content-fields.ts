import { sameValue, type BrandDoc } from '../../domain/console/console-diff.js'
import type { ContentKind, SharedItem } from '../../services/console/shared-content.js'
import { checkboxField, textField, type FieldDef } from '../fields.js'
import { t } from '../i18n.js'
import { msg } from '@lingui/core/macro'

/**
 * Content forms: a brand's own version of a shared banner, landing page, tag page or offer in one language.
 * A text left empty, or equal to the shared one, is no override: the shared text shows.
 */

export function kindTitle(kind: ContentKind): string {
  switch (kind) {
    case 'banners':
      return t(msg`Home banners`)
    case 'landings':
      return t(msg`Landing pages`)
    case 'tags':
      return t(msg`Tag pages`)
  }
}

/** A field that writes nothing when its value is the shared one. */
function override(f: FieldDef, shared: unknown): FieldDef {
  return {
    ...f,
    read: (body) => {
      const r = f.read(body)
      return r.ok && sameValue(r.value, shared) ? { ok: true, value: undefined } : r
    },
  }
}

const TEXT_FIELDS: Record<ContentKind, { field: string; multiline?: boolean }[]> = {
  banners: [{ field: 'title' }, { field: 'subtitle' }, { field: 'cta' }],
  landings: [{ field: 'title' }, { field: 'intro', multiline: true }, { field: 'body', multiline: true }],
  tags: [{ field: 'name' }, { field: 'description', multiline: true }],
}

function fieldLabel(field: string): string {
  switch (field) {
    case 'title':
      return t(msg`Title`)
    case 'subtitle':
      return t(msg`Subtitle`)
    case 'cta':
      return t(msg`Button text`)
    case 'intro':
      return t(msg`Introduction`)
    case 'body':
      return t(msg`Body text`)
    case 'name':
      return t(msg`Name`)
    default:
      return t(msg`Description`)
  }
}

export function contentFields(kind: ContentKind, item: SharedItem, doc: BrandDoc, language: string): FieldDef[] {
  const own = (
    doc.content[kind] as Record<
      string,
      { hidden?: boolean; texts?: Record<string, Record<string, string>> } & Record<string, unknown>
    >
  )[item.key]
  const base = `content.${kind}.${item.key}`
  const sharedHint = (shared: string) =>
    t(msg`Shared text: “{text}”. Leave empty to use it.`, {
      text: shared.length > 140 ? `${shared.slice(0, 137)}...` : shared,
    })
  const texts = TEXT_FIELDS[kind].map(({ field, multiline }) => {
    const shared = String(item[field] ?? '')
    return override(
      textField({
        name: field,
        path: `${base}.texts.${language}.${field}`,
        label: fieldLabel(field),
        hint: sharedHint(shared),
        value: own?.texts?.[language]?.[field] ?? shared,
        empty: undefined,
        multiline,
      }),
      shared,
    )
  })
  const hidden = checkboxField({
    name: 'hidden',
    path: `${base}.hidden`,
    label: t(msg`Hide this banner on the brand’s home page`),
    value: own?.hidden === true,
    whenOff: undefined,
  })
  return kind === 'banners' ? [hidden, ...texts] : texts
}
