import { t } from '../i18n.js'
import { brandHref, type BrandFrame } from './brand-frame.js'
import { msg } from '@lingui/core/macro'

/** The logo upload of the theme settings (multipart, so a form of its own). */

export function LogoForm({ f, logoUrl, error }: { f: BrandFrame; logoUrl: string | null; error: string | null }) {
  return (
    <section aria-labelledby="logo-title">
      <h2 id="logo-title">{t(msg`Logo`)}</h2>
      {logoUrl ? (
        <p>{t(msg`Uploaded logo in your draft or published: {url}`, { url: logoUrl })}</p>
      ) : (
        <p>{t(msg`The theme’s logo is used.`)}</p>
      )}
      <form
        method="post"
        action={`${brandHref(f.brand.slug)}/settings/theme/logo`}
        encType="multipart/form-data"
        className="console-form"
      >
        <input type="hidden" name="csrfToken" value={f.csrf} />
        <div className={`field${error ? ' has-error' : ''}`}>
          <label htmlFor="f-logo">{t(msg`Upload a logo`)}</label>
          <p className="hint" id="f-logo-hint">
            {t(msg`PNG, JPEG or WebP, up to 512 KB. SVG is not accepted.`)}
          </p>
          {error && (
            <p className="field-error" id="f-logo-error">
              {t(msg`Error: {message}`, { message: error })}
            </p>
          )}
          <input
            type="file"
            id="f-logo"
            name="logo"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={error ? 'f-logo-hint f-logo-error' : 'f-logo-hint'}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <p>
          <button type="submit">{t(msg`Upload to draft`)}</button>
        </p>
      </form>
    </section>
  )
}
