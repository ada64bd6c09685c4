/** The ops CLI's help text (`npm run ops -- help`), also shown after an unknown command. */
export const USAGE = `Usage: npm run ops -- <command>

Orders (<order> is the public id or the internal number):
  order list [--brand WPX-ES] [--status 4,0] [--limit 20]
  order show <order>
  order mark-paid <order>                 a bank transfer arrived: payment PAID, order 4 -> 0, confirmation mail queued
  order move <order> <status> [--tracking PQ123] [--shipment-state ON_ROUTE] [--note "..."]
  order refund <order> --reason "damaged" [--amount 1250]   online payment: refund through the provider (full or
                                          partial, at most what is left); bank transfer: return 8 + PROVIDE_DATA_TO_REFUND link
  order return <order> <return id> <5|100>                   complete (5) or cancel (100) a refund
  order reprint <order> --reason misprint|transit_damage|lost_in_transit|quality_complaint|other
        [--lines 1:2,3:1] [--note "..."] [--key K]   a free replacement of paid lines (position:quantity; all by
                                          default), same print files and address; --key: a retry makes it once

VAT:
  vat oss-report --quarter 2026Q4 [--brand WPX-ES] [--out oss.csv]
                                          One-Stop Shop figures per member state and rate as CSV: consumer sales to
                                          other member states, credit notes of earlier quarters as corrections

Integrations (order API, Authorization: Bearer <key>):
  api-key create <name> [--brand WPX-ES]   prints the key once
  api-key list
  api-key revoke <name>

Accounts (customers and internal/partner users of one brand):
  customer list [--brand WPX-ES]
  customer create <BRAND> <email> --first-name Ana [--last-name ...] [--kind customer|internal]
      [--permissions orders,tickets,invoices] [--password-stdin]   without a password: sign-in by email link
  customer set-permissions <BRAND> <email> orders,tickets          (empty string removes all)
  customer set-kind <BRAND> <email> customer|internal              internal users also get partner settings
  customer export --brand WPX-ES --email ana@example.com --out ana.zip   the account's data export (decision 053)
  customer erase --brand WPX-ES --email ana@example.com --yes     erasure: orders kept anonymised, invoices kept

Support:
  ticket list [--brand WPX-ES] [--status PENDING]
  ticket show <ticket>                     public id (or its T-XXXXXXXX number)
  ticket reply <ticket> --message "..." [--name "Customer service"]   answers by mail; status RESOLVED
  ticket close <ticket>
  review list [--brand WPX-ES] [--status PENDING]
  review approve <id> | review reject <id>  customer reviews appear on /reviews once approved

Analytics (page views of visitors who accepted analytics; crawlers and the health check excluded):
  events summary [--day 2026-11-23] [--brand WPX-ES]   per brand: page views, distinct paths, top 5 paths (UTC day, default today)

Marketer console (staff accounts are separate from shop customers):
  staff list
  staff create <email> --name "Ana" --role marketer|catalogue|ops-admin [--brands WPX-PL,WPX-CZ] [--password-stdin]
  staff assign <email> WPX-PL,WPX-CZ       brands a marketer or catalogue manager manages (replaces the list; ends their sessions)
  staff role <email> marketer|catalogue|ops-admin
  staff password <email> --password-stdin
  staff disable <email> | staff enable <email>
  audit [--brand WPX-CZ] [--limit 20]      publishes, rollbacks, review decisions and staff changes, with before/after

Mail:
  outbox [--limit 10]                     mail written to the dev outbox ($OUTBOX_DIR) when SMTP_URL is unset

Catalogue (live mode starts without one; articles and their designs are shared, each brand sells those enabled for it):
  demo load-catalog                       the demo catalogue for every brand, into a shop without a catalogue
                                          (never the demo reviews, promotion codes or accounts)
  catalog articles                        every article: id, code, kind, its default variant's prices, brands selling it
  catalog enable-articles <BRAND> [--site xx] --all | --articles 101,102 | --like <BRAND>
                                          sell every variant of these articles on every site of the brand (or one site)
  catalog set-price <article> <CURRENCY> <amount>   the default variant's unit price in minor units, VAT included
                                          (1990 = 19.90), for every brand without its own price (decision 040)
  catalog export [--out range.csv]        the whole range as one CSV file (docs/catalogue-csv.md): articles, texts in
                                          every language, options, variants, availability and prices; to stdout
                                          without --out (then run npm with --silent, or its banner joins the file)
  catalog import <range.csv> [--dry-run]  all or nothing: every problem named by line and column, or the whole file
                                          written; articles and variants left out stay but are no longer sold.
                                          --dry-run checks it and prints what would change, writing nothing

Promotion codes (the console edits a brand's codes and offers; ops makes batches and reads uses):
  promo batch --brand WPX-ES --prefix XMAS --count 500 --percent 10 | --amount 500 --currency EUR [--min 2000]
      --from 2026-12-01 --to 2026-12-31 [--note "..."] [--out codes.csv]
                                          single-use codes PREFIX-XXXXXXXX in one transaction, as CSV (stdout or a
                                          new file); amounts in minor units; days inclusive (UTC). A console publish
                                          never changes them
  promo list --brand WPX-ES               codes (uses/limit, per-email limit), batches (used/total), current offers
  promo uses --brand WPX-ES [--code C | --batch ID] [--from 2026-12-01 --to 2026-12-31]
                                          orders placed with codes: count and discount, per code and currency

Help center of a brand added after the first start (languages it already has are kept):
  help-center copy <BRAND> --from <BRAND>  another brand's texts, that brand's name replaced by this one's
  help-center load <BRAND>                 the built-in texts (db/seed/help) in each of the brand's languages
  (both end with what the brand still needs before it can sell; npm run tenant -- readiness <BRAND> prints it too)

A brand's legal and editorial pages and blog posts (docs/operations.md; a live shop starts without them):
  brand-pages import <BRAND> <file.json>  each page and post text the file names replaces the stored one

Background jobs (mail, test PSP webhooks; retried with backoff, dead after the last try):
  jobs list [--status queued|running|dead] [--kind mail] [--limit 50]
  jobs retry <id>                         a fresh set of tries, due now (a running shop sends within a second)
  jobs retry --dead [--kind mail]         every dead job again

Database (the shop may keep running: the copy reads one consistent snapshot):
  db copy --to <url>                      every table into an EMPTY database in one transaction, then checks rows
                                          per table and order totals per currency; ok or error, nothing half-copied.
                                          <url>: sqlite:/path/copy.db (or a plain path); postgres://... (issue 19)

Settings are read like the server's: the environment over .env (or $ENV_FILE); links use PUBLIC_SCHEME and
PUBLIC_PORT. Database: $DATABASE_PATH (default data/shop.db). Illegal order moves are refused with the allowed ones named.
`
