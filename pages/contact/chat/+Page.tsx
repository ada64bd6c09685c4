import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { reload } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { LocalLink } from '../../../components/local-link.js'
import { SupportField } from '../../../components/support-form-fields.js'
import { ChatAvailabilityText, ChatOpeningHours, useChatTimeFormatter } from '../../../components/chat-hours.js'
import type { Data } from './+data.js'

/** How often the page asks for new messages while a chat is under way (with JS; without it, a reload does it). */
const POLL_MS = 5_000

/**
 * The chat channel: a conversation with the support desk, kept as a ticket. Plain forms (start, write, end) that
 * work without JS; with JS the page reloads its data every few seconds while the tab is visible, so answers appear.
 */
export default function ChatPage() {
  const { t } = useLingui()
  const { availability, hours, timeZone, conversation, signedIn, invalid, error, now } = useData<Data>()
  const pc = usePageContext()
  const when = useChatTimeFormatter(timeZone, now)
  usePageTitle(t`Chat with us`)
  const action = `${pc.localePrefix}/contact/chat`
  const chatting = conversation !== null
  useEffect(() => {
    if (!chatting) return
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [chatting])
  return (
    <section className="chat-page">
      <h1>
        <Trans>Chat with us</Trans>
      </h1>
      <section
        className={availability.open ? 'chat-status' : 'chat-status notice'}
        data-testid={availability.open ? 'chat-open' : 'chat-closed'}
        aria-label={t`Chat opening hours`}
      >
        <p>
          <ChatAvailabilityText availability={availability} timeZone={timeZone} />{' '}
          {hours.enabled && hours.days.length > 0 && <ChatOpeningHours hours={hours} />}
        </p>
        {!availability.open && (
          <p>
            {chatting ? (
              <Trans>You can still write here: we will answer when we are back, and send the answer by email.</Trans>
            ) : (
              <LocalLink to="/contact">
                <Trans>Send us a message with the contact form instead</Trans>
              </LocalLink>
            )}
          </p>
        )}
      </section>
      {error === 'closed' && (
        <p className="form-error" role="alert">
          <Trans>The chat closed before your message was sent. Please use the contact form.</Trans>
        </p>
      )}
      {error === 'rate_limited' && (
        <p className="form-error" role="alert">
          <Trans>You have sent many messages in a short time. Please wait a few minutes.</Trans>
        </p>
      )}
      {invalid.length > 0 && (
        <p className="form-error" role="alert">
          <Trans>Some fields need your attention.</Trans>
        </p>
      )}
      {conversation ? (
        <section aria-labelledby="chat-conversation" className="chat-conversation">
          <h2 id="chat-conversation">
            <Trans>Conversation {conversation.number}</Trans>
          </h2>
          <ol className="chat-messages" aria-live="polite" data-testid="chat-messages">
            {conversation.messages.map((m) => (
              <li key={m.id} data-testid="chat-message" data-author={m.author}>
                <p className="chat-meta">
                  <strong>{m.author === 'staff' ? m.authorName : t`You`}</strong> ·{' '}
                  <time dateTime={new Date(m.createdAt).toISOString()}>{when(m.createdAt)}</time>
                </p>
                <p className="chat-body">{m.body}</p>
              </li>
            ))}
          </ol>
          <form method="post" action={`${action}/messages`} data-testid="chat-write">
            <SupportField
              form="chat"
              name="message"
              label={t`Your message`}
              invalid={invalid}
              textarea
              input={{ required: true, minLength: 2, maxLength: 2000, rows: 3 }}
            />
            <button type="submit" className="btn btn-primary">
              <Trans>Send</Trans>
            </button>
          </form>
          <form method="post" action={`${action}/end`} className="chat-end">
            <button type="submit" className="btn btn-secondary" data-testid="chat-end">
              <Trans>End chat</Trans>
            </button>
          </form>
        </section>
      ) : (
        availability.open && (
          <form method="post" action={action} data-testid="chat-start">
            <h2>
              <Trans>Start a chat</Trans>
            </h2>
            {!signedIn && (
              <>
                <SupportField
                  form="chat"
                  name="name"
                  label={t`Your name`}
                  invalid={invalid}
                  input={{ required: true, maxLength: 80, autoComplete: 'name' }}
                />
                <SupportField
                  form="chat"
                  name="email"
                  label={t`Email`}
                  invalid={invalid}
                  input={{ type: 'email', required: true, autoComplete: 'email' }}
                  hint={t`If you leave before we answer, the answer goes to this address.`}
                />
              </>
            )}
            <SupportField
              form="chat"
              name="message"
              label={t`Your message`}
              invalid={invalid}
              textarea
              input={{ required: true, minLength: 2, maxLength: 2000, rows: 3 }}
            />
            <button type="submit" className="btn btn-primary">
              <Trans>Start chat</Trans>
            </button>
          </form>
        )
      )}
    </section>
  )
}
