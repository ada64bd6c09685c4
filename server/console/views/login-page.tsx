import { t } from '../i18n.js'
import { ConsolePage } from './layout.js'
import { msg } from '@lingui/core/macro'

export function LoginPage({ csrf, error, next }: { csrf: string; error: string | null; next: string }) {
  return (
    <ConsolePage title={t(msg`Sign in`)} staff={null} csrf={null}>
      {error && (
        <div className="error-summary" role="alert" id="error-summary" tabIndex={-1}>
          <p>{error}</p>
        </div>
      )}
      <form method="post" action="/console/login" className="console-form">
        <input type="hidden" name="csrfToken" value={csrf} />
        <input type="hidden" name="next" value={next} />
        <div className="field">
          <label htmlFor="f-email">{t(msg`Email`)}</label>
          <input
            id="f-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            aria-describedby={error ? 'error-summary' : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="f-password">{t(msg`Password`)}</label>
          <input
            id="f-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={error ? 'error-summary' : undefined}
          />
        </div>
        <p>
          <button type="submit" className="primary">
            {t(msg`Sign in`)}
          </button>
        </p>
      </form>
      <p className="hint">{t(msg`Staff accounts are created by ops: npm run ops -- staff create.`)}</p>
    </ConsolePage>
  )
}
