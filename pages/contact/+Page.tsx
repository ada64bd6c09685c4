import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { LocalLink } from '../../components/local-link.js'
import { SupportField } from '../../components/support-form-fields.js'
import { ChatAvailabilityText, ChatOpeningHours } from '../../components/chat-hours.js'
import type { Data } from './+data.js'

/** Spec contact channels: help centre, contact form, quote request form, chat. */
export default function ContactPage() {
  const { t } = useLingui()
  const { sent, channel, invalid, error, chat } = useData<Data>()
  const pc = usePageContext()
  usePageTitle(t`Contact us`)
  const errors: Record<string, string> = {
    too_large: t`The attachment is too large (at most 5 MB).`,
    bad_form: t`The form could not be read. Please try again.`,
    rate_limited: t`You have sent several messages in a short time. Please wait a while before sending another.`,
    storage_quota: t`We cannot keep any more files from you. Please send your message without the attachment.`,
  }
  const budget = channel === 'formContactRequestBudget'
  return (
    <section className="contact-page">
      <h1>
        <Trans>Contact us</Trans>
      </h1>
      <ul className="contact-channels" data-testid="contact-channels">
        <li data-channel="helpCenter">
          <LocalLink to="/help-center">
            <Trans>Find answers in the help centre</Trans>
          </LocalLink>
        </li>
        <li data-channel="formContact">
          {budget ? (
            <a href={`${pc.localePrefix}/contact`}>
              <Trans>Ask a question</Trans>
            </a>
          ) : (
            <strong>
              <Trans>Ask a question</Trans>
            </strong>
          )}
        </li>
        <li data-channel="formContactRequestBudget">
          {budget ? (
            <strong>
              <Trans>Request a quote for large orders</Trans>
            </strong>
          ) : (
            <a href={`${pc.localePrefix}/contact?channel=formContactRequestBudget`}>
              <Trans>Request a quote for large orders</Trans>
            </a>
          )}
        </li>
        <li data-channel="chat">
          {chat.availability.open ? (
            <LocalLink to="/contact/chat">
              <Trans>Chat with us now</Trans>
            </LocalLink>
          ) : (
            <Trans>Chat</Trans>
          )}{' '}
          <span className="chat-hours">
            <ChatAvailabilityText availability={chat.availability} timeZone={chat.timeZone} />{' '}
            {chat.hours.enabled && chat.hours.days.length > 0 && <ChatOpeningHours hours={chat.hours} />}
          </span>
        </li>
      </ul>
      {sent ? (
        <p className="notice" role="status" data-testid="contact-sent">
          <Trans>
            Thank you. We have received your message and emailed you a confirmation with your ticket number.
          </Trans>
        </p>
      ) : (
        <form
          method="post"
          action={`${pc.localePrefix}/contact`}
          encType="multipart/form-data"
          data-testid="contact-form"
        >
          {error && (
            <p className="form-error" role="alert">
              {errors[error]}
            </p>
          )}
          {invalid.length > 0 && (
            <p className="form-error" role="alert" data-testid="contact-invalid">
              <Trans>Some fields need your attention.</Trans>
            </p>
          )}
          <input type="hidden" name="channel" value={channel} />
          <SupportField
            form="contact"
            name="name"
            label={t`Your name`}
            invalid={invalid}
            input={{ required: true, maxLength: 80, autoComplete: 'name' }}
          />
          <SupportField
            form="contact"
            name="email"
            label={t`Email`}
            invalid={invalid}
            input={{ type: 'email', required: true, autoComplete: 'email' }}
          />
          <SupportField
            form="contact"
            name="subject"
            label={t`Subject`}
            invalid={invalid}
            input={{ required: true, minLength: 3, maxLength: 120 }}
          />
          {budget && (
            <SupportField
              form="contact"
              name="quantity"
              label={t`How many pieces?`}
              invalid={invalid}
              input={{ type: 'number', min: 1, max: 999999, required: true, inputMode: 'numeric' }}
            />
          )}
          <SupportField
            form="contact"
            name="orderReference"
            label={t`Order code (optional)`}
            invalid={invalid}
            input={{ maxLength: 40, autoComplete: 'off' }}
          />
          <SupportField
            form="contact"
            name="message"
            label={t`Message`}
            invalid={invalid}
            textarea
            input={{ required: true, minLength: 10, maxLength: 5000 }}
          />
          <SupportField
            form="contact"
            name="attachment"
            label={t`Attachment (optional)`}
            invalid={invalid}
            input={{
              type: 'file',
              accept: 'image/jpeg,image/png,image/webp,image/heic,application/pdf,application/zip,.zip,.pdf',
            }}
            hint={t`A photo, PDF or ZIP file up to 5 MB.`}
          />
          {/* Humans never see or fill this field; bots that do are ignored. */}
          <p className="hp-field" aria-hidden="true">
            <label htmlFor="contact-website">Website</label>
            <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
          </p>
          <button type="submit" className="btn btn-primary">
            <Trans>Send message</Trans>
          </button>
        </form>
      )}
    </section>
  )
}
