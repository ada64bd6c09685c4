import { THEMES } from '../../domain/vocabulary/shop-enums.js'
import type { BrandDoc } from '../../domain/console/console-diff.js'
import { THEME_FONT_NAMES } from '../../domain/tenancy/theme-tokens.js'
import { checkboxField, colourField, selectField, str, type FieldDef, type FormBody } from '../fields.js'
import { t } from '../i18n.js'
import { msg } from '@lingui/core/macro'

/** Theme, colour tokens (checked for contrast by the schema), font, and removing the uploaded logo. */
export function themeFields(doc: BrandDoc): FieldDef[] {
  const b = doc.tenant
  const tokens = b.themeTokens
  const themeDefault = t(msg`Leave empty for the theme colour.`)
  return [
    selectField({
      name: 'theme',
      path: 'theme',
      label: t(msg`Theme`),
      value: b.theme,
      options: THEMES.map((v) => ({ value: v, label: v })),
    }),
    colourField({
      name: 'accentColor',
      path: 'themeTokens.accentColor',
      label: t(msg`Accent colour`),
      hint: `${t(msg`Buttons and links, as #rrggbb.`)} ${themeDefault}`,
      value: tokens.accentColor,
    }),
    colourField({
      name: 'textColor',
      path: 'themeTokens.textColor',
      label: t(msg`Text colour`),
      hint: themeDefault,
      value: tokens.textColor,
    }),
    colourField({
      name: 'backgroundColor',
      path: 'themeTokens.backgroundColor',
      label: t(msg`Background colour`),
      hint: themeDefault,
      value: tokens.backgroundColor,
    }),
    selectField({
      name: 'font',
      path: 'themeTokens.font',
      label: t(msg`Font`),
      value: tokens.font,
      nullable: true,
      options: [{ value: '', label: t(msg`Theme font`) }, ...THEME_FONT_NAMES.map((f) => ({ value: f, label: f }))],
    }),
    {
      ...checkboxField({
        name: 'removeLogo',
        path: 'themeTokens.logo',
        label: t(msg`Remove the uploaded logo (use the theme logo)`),
        value: false,
      }),
      // Ticked: no logo; unticked: the logo stays as it is (uploads have their own form).
      read: (body: FormBody) => ({ ok: true, value: str(body.removeLogo) !== '' ? null : tokens.logo }),
    },
  ]
}
