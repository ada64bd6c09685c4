import { offerTitle as titleIn, type OfferRevision } from '../../domain/promotions/offer-period.js'
import type { OfferDef } from '../../domain/promotions/offer-schema.js'
import type { OfferRule, OfferTexts } from '../../domain/promotions/offer-types.js'
import type { OfferState, SiteWindow } from '../../services/console/console-offers.js'
import type { FieldDef, FormState } from '../fields.js'
import { CONSOLE_LANGUAGE, t } from '../i18n.js'
import { BrandPage, brandHref, crumbsOf, type BrandFrame } from './brand-frame.js'
import { ConsoleForm } from './form.js'
import { ActionForm, fmtTime } from './layout.js'
import { msg } from '@lingui/core/macro'

/** The brand's automatic offers (draft, states per site, history) and the form of one offer. */

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`
const localTime = (local: string) => local.replace('T', ' ')

/** An offer's rule in one line, as the list and the history show it. */
function ruleText(rule: OfferRule): string {
  switch (rule.kind) {
    case 'percent':
      return t(msg`{percent} % off`, { percent: rule.percent })
    case 'amount':
      return t(msg`{amounts} off each copy`, {
        amounts: Object.entries(rule.amounts)
          .map(([c, a]) => money(a, c))
          .join(', '),
      })
    case 'nth':
      return t(msg`1 copy in {n} at {percent} % off`, { n: rule.n, percent: rule.percent })
    case 'tiers':
      return rule.tiers
        .map((x) =>
          t(msg`from {quantity, plural, one {# copy} other {# copies}} {percent} % off`, {
            quantity: x.minQuantity,
            percent: x.percent,
          }),
        )
        .join('; ')
    case 'free_shipping':
      return t(msg`free shipping from {thresholds}`, {
        thresholds: Object.entries(rule.fromMinor)
          .map(([site, a]) => `${site} ${(a / 100).toFixed(2)}`)
          .join(', '),
      })
  }
}

const offerTitle = (texts: OfferTexts) => titleIn(texts, CONSOLE_LANGUAGE)

function stateLabel(state: OfferState): string {
  switch (state) {
    case 'scheduled':
      return t(msg`scheduled`)
    case 'live':
      return t(msg`live`)
    case 'ended':
      return t(msg`ended`)
    case 'never':
      return t(msg`not on this site`)
  }
}

function Windows({ sites, showState }: { sites: SiteWindow[]; showState: boolean }) {
  return (
    <ul className="plain">
      {sites.map((s) => (
        <li key={s.siteCode}>
          <strong>{s.siteCode}</strong>
          {showState && ` ${stateLabel(s.state)}`}
          {s.from && s.to
            ? ` · ${t(msg`{from} – {to} ({zone})`, { from: localTime(s.from), to: localTime(s.to), zone: s.timeZone })}`
            : showState
              ? ''
              : ` ${t(msg`never applied`)}`}
        </li>
      ))}
    </ul>
  )
}

export function OffersPage({
  f,
  offers,
  removed,
  history,
  notice,
}: {
  f: BrandFrame
  offers: { def: OfferDef; sites: SiteWindow[] }[]
  /** Published offers the draft takes out: they end on every site when it is published. */
  removed: OfferDef[]
  history: { rev: OfferRevision; sites: SiteWindow[] }[]
  notice: string | null
}) {
  const base = `${brandHref(f.brand.slug)}/offers`
  return (
    <BrandPage f={f} title={t(msg`Offers`)} notice={notice}>
      <p>
        {t(
          msg`Automatic offers apply in the cart by themselves while they are live. Their periods are local times: each site reads them in its own time zone.`,
        )}
      </p>
      <p>
        <a href={`${base}/new`}>{t(msg`New offer`)}</a>
      </p>
      <table>
        <caption>{t(msg`Offers in your draft`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(msg`Offer`)}</th>
            <th scope="col">{t(msg`Rule`)}</th>
            <th scope="col">{t(msg`Period (local time)`)}</th>
            <th scope="col">{t(msg`State per site`)}</th>
            <th scope="col">{t(msg`Actions`)}</th>
          </tr>
        </thead>
        <tbody>
          {offers.map(({ def, sites }) => (
            <tr key={def.key} data-offer={def.key}>
              <th scope="row">
                <a href={`${base}/${def.key}`}>{def.key}</a>
                <br />
                {offerTitle(def.texts)}
              </th>
              <td>{ruleText(def.rule)}</td>
              <td>{`${localTime(def.startsAt)} – ${localTime(def.endsAt)}`}</td>
              <td>
                <Windows sites={sites} showState />
              </td>
              <td>
                <ActionForm
                  action={`${base}/${def.key}/delete`}
                  csrf={f.csrf}
                  label={t(msg`End now: remove {key}`, { key: def.key })}
                  danger
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">
        {t(
          msg`"End now" takes the offer out of your draft. When you publish, its revision is superseded at once: the offer ends on every site immediately and stays in the history below.`,
        )}
      </p>
      {removed.length > 0 && (
        <div className="warning" role="note">
          <p>{t(msg`Your draft ends these offers when you publish it:`)}</p>
          <ul>
            {removed.map((o) => (
              <li key={o.key}>{`${o.key} · ${offerTitle(o.texts)}`}</li>
            ))}
          </ul>
        </div>
      )}
      <h2>{t(msg`History`)}</h2>
      {history.length === 0 ? (
        <p>{t(msg`No revision has been superseded yet.`)}</p>
      ) : (
        <table>
          <caption className="visually-hidden">{t(msg`Superseded revisions`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(msg`Offer`)}</th>
              <th scope="col">{t(msg`Rule`)}</th>
              <th scope="col">{t(msg`Published – superseded`)}</th>
              <th scope="col">{t(msg`Applied (local time per site)`)}</th>
            </tr>
          </thead>
          <tbody>
            {history.map(({ rev, sites }) => (
              <tr key={rev.id}>
                <th scope="row">
                  {rev.key}
                  <br />
                  {offerTitle(rev.texts)}
                </th>
                <td>{ruleText(rev.rule)}</td>
                <td>{`${fmtTime(rev.publishedAt)} – ${rev.supersededAt === null ? '' : fmtTime(rev.supersededAt)}`}</td>
                <td>
                  <Windows sites={sites} showState={false} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </BrandPage>
  )
}

export function OfferPage({
  f,
  offerKey,
  fields,
  groups,
  state,
  notice,
}: {
  f: BrandFrame
  /** null: a new offer. */
  offerKey: string | null
  fields: FieldDef[]
  groups: { legend: string; names: string[] }[]
  state: FormState
  notice: string | null
}) {
  const base = `${brandHref(f.brand.slug)}/offers`
  return (
    <BrandPage
      f={f}
      title={offerKey === null ? t(msg`New offer`) : t(msg`Offer {key}`, { key: offerKey })}
      notice={notice}
      crumbs={crumbsOf(f, [{ label: t(msg`Offers`), href: base }])}
    >
      <ConsoleForm
        action={offerKey === null ? base : `${base}/${offerKey}`}
        csrf={f.csrf}
        fields={offerKey === null ? fields : fields.filter((x) => x.name !== 'key')}
        groups={groups}
        state={state}
        submit={offerKey === null ? t(msg`Add to draft`) : t(msg`Save to draft`)}
      />
      {offerKey !== null && (
        <>
          <h2>{t(msg`End the offer`)}</h2>
          <p>
            {t(
              msg`Removing the offer from your draft ends it on every site as soon as you publish (its revision is superseded at once).`,
            )}
          </p>
          <ActionForm
            action={`${base}/${offerKey}/delete`}
            csrf={f.csrf}
            label={t(msg`End now: remove {key}`, { key: offerKey })}
            danger
          />
        </>
      )}
    </BrandPage>
  )
}
