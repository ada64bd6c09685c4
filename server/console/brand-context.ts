import type { Request, Response } from 'express'
import type { ReactNode } from 'react'
import { applyChanges, type BrandDoc } from '../domain/console/console-diff.js'
import { saveDraft, type DraftView } from '../services/console/drafts.js'
import { bodyOf, csrfOf, sendInvalid, sendSaved, staffOf, type ConsoleContext } from './context.js'
import { issuesToState, readFields, type FieldDef, type FormBody, type FormState } from './fields.js'
import { t } from './i18n.js'
import type { BrandFrame } from './views/brand-frame.js'
import { msg } from '@lingui/core/macro'

/**
 * What the sections of one brand (/console/brands/:brand/...) share: the brand being edited as the member's
 * draft shows it, set by brand-routes.ts before any section runs, and how a section form is saved to the draft.
 */

export interface Here {
  slug: string
  view: DraftView
  frame: BrandFrame
}

export const here = (res: Response) => res.locals.here as Here

/** The brand's console path, `/console/brands/WPX-CZ`. */
export const base = (res: Response) => `/console/brands/${here(res).slug}`

export const savedNotice = (req: Request) =>
  req.query.saved ? t(msg`Saved to your draft. Preview or publish it from the brand page.`) : null

export function frameOf(res: Response, slug: string, view: DraftView): BrandFrame {
  const doc = view.doc.tenant
  return {
    staff: staffOf(res),
    csrf: csrfOf(res),
    brand: { slug, displayName: doc.displayName, sites: doc.sites.map((s) => ({ code: s.code, host: s.hosts[0]! })) },
    draftCount: view.changes.length,
  }
}

/**
 * Reads a form into the draft: every field read, the edited brand checked as a publish would check it, and only
 * then saved. A refused form saves nothing and shows each error at its field.
 */
export async function saveForm(
  ctx: ConsoleContext,
  req: Request,
  res: Response,
  fields: readonly FieldDef[],
  page: (state: FormState) => ReactNode,
  location: string,
  edit?: (doc: BrandDoc) => BrandDoc,
) {
  const body = bodyOf(req) as FormBody
  const read = readFields(fields, body)
  if (!read.ok) return sendInvalid(req, res, read.state, () => page(read.state))
  const edited = applyChanges(edit ? edit(here(res).view.doc) : here(res).view.doc, read.edits)
  const saved = await saveDraft(ctx, staffOf(res), here(res).slug, edited)
  if (!saved.ok) {
    const state = issuesToState(fields, saved.issues, body)
    return sendInvalid(req, res, state, () => page(state))
  }
  sendSaved(req, res, location, { draft: { changes: saved.changes } })
}

/** Fields as JSON (name, setting path, current value) for API clients and tests. */
export function jsonFields(fields: readonly FieldDef[]) {
  return fields.map((f) => ({
    name: f.name,
    path: f.path,
    label: f.label,
    kind: f.kind,
    value: f.value,
    ...(f.extra ? { extra: { name: f.extra.name, value: f.extra.value } } : {}),
    ...(f.texts ? { texts: f.texts.map((x) => ({ name: x.name, value: x.value })) } : {}),
  }))
}
