import { t } from '../i18n.js'
import { BrandPage, brandHref, type BrandFrame } from './brand-frame.js'
import { msg } from '@lingui/core/macro'

/** The one-time link that starts a preview on the shop host (opened by the member, in a new tab). */
export function PreviewLinkPage({ f, url, host }: { f: BrandFrame; url: string; host: string }) {
  return (
    <BrandPage f={f} title={t(msg`Preview of your draft`)}>
      <p>
        <a href={url} target="_blank" rel="noopener" className="button-link" data-testid="preview-link">
          {t(msg`Open the preview on {host} (new tab)`, { host })}
        </a>
      </p>
      <p className="hint">
        {t(
          msg`The link works once, within two minutes. The preview lasts 30 minutes in that browser, shows your draft as you keep editing it, and nobody else sees it.`,
        )}
      </p>
      <p>
        <a href={brandHref(f.brand.slug)}>{t(msg`Back to {brand}`, { brand: f.brand.slug })}</a>
      </p>
    </BrandPage>
  )
}
