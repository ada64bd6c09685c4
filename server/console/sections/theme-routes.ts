import { Router } from 'express'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { applyChanges } from '../../domain/console/console-diff.js'
import { LOGO_MAX_BYTES } from '../../domain/tenancy/theme-tokens.js'
import { storeLogo } from '../../services/console/brand-assets.js'
import { saveDraft } from '../../services/console/drafts.js'
import { discardFiles, readMultipart } from '../../http/multipart.js'
import { base, here } from '../brand-context.js'
import { csrfValid, sendCsrfRefused, sendInvalid, sendSaved, staffOf, type ConsoleContext } from '../context.js'
import { emptyState, type FormState } from '../fields.js'
import { settingsPage } from './settings-routes.js'

/**
 * The logo upload of the theme settings: multipart, so its CSRF token is checked here once the body is read (the
 * console's CSRF check skips this path). The image is checked by its bytes and stored; the draft refers to it.
 */
export function themeRoutes(ctx: ConsoleContext): Router {
  const { db } = ctx
  const router = Router()

  router.post('/settings/theme/logo', async (req, res) => {
    // A logo is at most LOGO_MAX_BYTES (kilobytes), so it is read back whole; it lands in the database, not data/.
    const form = await readMultipart(req, {
      fileBytes: LOGO_MAX_BYTES,
      files: 1,
      fields: 4,
      fieldBytes: 200,
      tmpDir: tmpdir(),
    })
    const logo = form.ok ? form.files.find((f) => f.field === 'logo') : undefined
    const data = logo ? await readFile(logo.path).catch(() => null) : null
    if (form.ok) await discardFiles(form.files)
    if (
      !form.ok ||
      !csrfValid(ctx.opts.secret, res.locals.staffSessionId as string | undefined, form.fields.csrfToken)
    ) {
      if (form.ok) return sendCsrfRefused(req, res)
      const state: FormState = { errors: { logo: form.message }, general: [] }
      return sendInvalid(req, res, state, () => settingsPage(res, 'theme', emptyState(), null, form.message))
    }
    const stored = await storeLogo(db, here(res).slug, data ?? Buffer.alloc(0), ctx.now())
    if (!stored.ok)
      return sendInvalid(req, res, { errors: { logo: stored.message }, general: [] }, () =>
        settingsPage(res, 'theme', emptyState(), null, stored.message),
      )
    const saved = await saveDraft(
      ctx,
      staffOf(res),
      here(res).slug,
      applyChanges(here(res).view.doc, [{ path: 'themeTokens.logo', after: stored.logo }]),
    )
    if (!saved.ok) {
      const message = saved.issues.map((i) => `${i.path}: ${i.message}`).join('; ')
      return sendInvalid(req, res, { errors: { logo: message }, general: [] }, () =>
        settingsPage(res, 'theme', emptyState(), null, message),
      )
    }
    sendSaved(req, res, `${base(res)}/settings/theme?saved=1`, { logo: stored.logo, draft: { changes: saved.changes } })
  })

  return router
}
