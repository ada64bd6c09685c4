import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'
import { Field, FormStatus } from '../../../components/account-form.js'
import type { Data } from './+data.js'

export default function AccountsProfilePage() {
  const { t } = useLingui()
  const { profile, feedback } = useData<Data>()
  const pc = usePageContext()
  usePageTitle(t`Profile`)
  const base = `${pc.localePrefix}/accounts/profile`
  const errorsOf = (form: string) => (feedback.form === form ? feedback.errors : {})
  const status = (form: string, savedText: string) => (
    <FormStatus saved={feedback.saved === form} invalid={feedback.form === form} savedText={savedText} />
  )
  const personal = errorsOf('profile')
  const password = errorsOf('password')
  const address = errorsOf('address')
  const erase = errorsOf('erase')
  return (
    <section className="account-profile">
      <h1>
        <Trans>Profile</Trans>
      </h1>

      <section aria-labelledby="profile-personal">
        <h2 id="profile-personal">
          <Trans>Personal data</Trans>
        </h2>
        {status('profile', t`Your personal data was saved.`)}
        <p>
          <Trans>Email</Trans>: <strong data-testid="profile-email">{profile.email}</strong>
        </p>
        <form method="post" action={base} data-testid="profile-form">
          <Field
            form="profile"
            name="firstName"
            label={t`First name`}
            errors={personal}
            required
            maxLength={60}
            autoComplete="given-name"
            defaultValue={profile.firstName}
          />
          <Field
            form="profile"
            name="lastName"
            label={t`Last name`}
            errors={personal}
            maxLength={80}
            autoComplete="family-name"
            defaultValue={profile.lastName}
          />
          <Field
            form="profile"
            name="birthDate"
            label={t`Date of birth (optional)`}
            errors={personal}
            type="date"
            autoComplete="bday"
            defaultValue={profile.birthDate ?? ''}
            hint={t`Year-month-day, e.g. 1990-04-25. You must be at least 18.`}
          />
          <p className="form-field">
            <input id="profile-newsletter" type="checkbox" name="newsletter" defaultChecked={profile.newsletter} />{' '}
            <label htmlFor="profile-newsletter">
              <Trans>Send me the newsletter with offers and ideas</Trans>
            </label>
          </p>
          <button type="submit" className="btn btn-primary">
            <Trans>Save personal data</Trans>
          </button>
        </form>
      </section>

      <section aria-labelledby="profile-password">
        <h2 id="profile-password">
          <Trans>Password</Trans>
        </h2>
        {status('password', t`Your password was changed. Other devices have been signed out.`)}
        <form method="post" action={`${base}/password`} data-testid="password-form">
          <Field
            form="password"
            name="currentPassword"
            label={t`Current password`}
            errors={password}
            type="password"
            required
            autoComplete="current-password"
          />
          <Field
            form="password"
            name="newPassword"
            label={t`New password`}
            errors={password}
            type="password"
            required
            minLength={10}
            autoComplete="new-password"
            hint={t`At least 10 characters.`}
          />
          <button type="submit" className="btn btn-primary">
            <Trans>Change password</Trans>
          </button>
        </form>
      </section>

      <section aria-labelledby="profile-addresses">
        <h2 id="profile-addresses">
          <Trans>Saved addresses</Trans>
        </h2>
        {feedback.saved === 'address_deleted' && (
          <p className="form-saved" role="status">
            <Trans>The address was deleted.</Trans>
          </p>
        )}
        {profile.addresses.length === 0 ? (
          <p>
            <Trans>You have no saved addresses yet.</Trans>
          </p>
        ) : (
          <ul className="address-list" data-testid="address-list">
            {profile.addresses.map(({ id, address: a }) => (
              <li key={id} data-testid="address">
                <address>{`${a.firstName} ${a.lastName}, ${a.street}, ${a.postalCode} ${a.city}, ${a.country} · ${a.phone}`}</address>
                <form method="post" action={`${base}/addresses/${id}/delete`} className="inline-form">
                  <button
                    type="submit"
                    className="btn btn-link"
                    aria-label={t`Delete the address ${a.street}, ${a.city}`}
                  >
                    <Trans>Delete</Trans>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
        <h3>
          <Trans>Add an address</Trans>
        </h3>
        {status('address', t`The address was saved.`)}
        <form method="post" action={`${base}/addresses`} data-testid="address-form">
          <Field
            form="address"
            name="firstName"
            label={t`First name`}
            errors={address}
            required
            maxLength={60}
            autoComplete="given-name"
          />
          <Field
            form="address"
            name="lastName"
            label={t`Last name`}
            errors={address}
            required
            maxLength={80}
            autoComplete="family-name"
          />
          <Field
            form="address"
            name="street"
            label={t`Street and number`}
            errors={address}
            required
            maxLength={120}
            autoComplete="address-line1"
          />
          <Field
            form="address"
            name="postalCode"
            label={t`Postal code`}
            errors={address}
            required
            maxLength={12}
            autoComplete="postal-code"
          />
          <Field
            form="address"
            name="city"
            label={t`City`}
            errors={address}
            required
            maxLength={80}
            autoComplete="address-level2"
          />
          <Field
            form="address"
            name="phone"
            label={t`Phone`}
            errors={address}
            type="tel"
            required
            maxLength={24}
            autoComplete="tel"
          />
          <button type="submit" className="btn btn-primary">
            <Trans>Save address</Trans>
          </button>
        </form>
      </section>

      <section aria-labelledby="profile-data">
        <h2 id="profile-data">
          <Trans>Your data</Trans>
        </h2>
        {errorsOf('data').export && (
          <p className="form-error" role="alert">
            <Trans>You downloaded your data several times in a short while. Please try again in an hour.</Trans>
          </p>
        )}
        <p>
          <Trans>
            Download a copy of everything we hold about you: your account, addresses, orders, messages, designs, cookie
            choices and the photos you uploaded, as a ZIP file.
          </Trans>
        </p>
        <a className="btn" href={`${pc.localePrefix}/accounts/privacy/export.zip`} data-testid="data-export" download>
          <Trans>Download my data</Trans>
        </a>
      </section>

      <section aria-labelledby="profile-erase">
        <h2 id="profile-erase">
          <Trans>Delete my account</Trans>
        </h2>
        {erase.orders === 'open' ? (
          <p className="form-error" role="alert" data-testid="erase-open-orders">
            <Trans>
              An order of yours is not yet delivered or cancelled, so its name and address are still needed. Nothing was
              deleted: ask again once it has been delivered or cancelled.
            </Trans>
          </p>
        ) : (
          status('erase', '')
        )}
        <p>
          <Trans>
            Your account, addresses, saved designs, photos and messages are deleted and you are signed out everywhere.
            Your orders are kept without your name, email, address or phone number, and their invoices are kept
            unchanged, as tax law requires. This cannot be undone.
          </Trans>
        </p>
        <form method="post" action={`${pc.localePrefix}/accounts/privacy/erase`} data-testid="erase-form">
          {profile.hasPassword ? (
            <Field
              form="erase"
              name="currentPassword"
              label={t`Current password`}
              errors={erase}
              type="password"
              required
              autoComplete="current-password"
            />
          ) : (
            <Field
              form="erase"
              name="email"
              label={t`Email`}
              errors={erase}
              type="email"
              required
              autoComplete="off"
              hint={t`Type the email address of this account to confirm.`}
            />
          )}
          <button type="submit" className="btn">
            <Trans>Delete my account</Trans>
          </button>
        </form>
      </section>
    </section>
  )
}
