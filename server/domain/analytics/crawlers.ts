/**
 * Spec section 6: crawlers and the health-check agent are excluded from page-view events (and, here, from affiliate
 * hits, since they never keep the cookie that would stop a second hit).
 */

/** The User-Agent of the shop's own uptime checker; monitoring that calls /healthz or pages should send it. */
export const HEALTHCHECK_USER_AGENT = 'shop-healthcheck'

/**
 * Bots by self-description (bot, crawler, spider, ...), headless and audit browsers (HeadlessChrome, Lighthouse,
 * PageSpeed), link-preview fetchers, monitoring services and HTTP libraries. Word-ish fragments, case-insensitive.
 */
const CRAWLER_PATTERN = new RegExp(
  [
    '(?<!cu)bot\\b',
    'bot/',
    'bot-',
    '_bot',
    'crawl',
    'spider',
    'slurp',
    'scrap',
    'headless',
    'lighthouse',
    'pagespeed',
    'google-inspectiontool',
    'google-read-aloud',
    'mediapartners-google',
    'adsbot',
    'apis-google',
    'feedfetcher',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'embedly',
    'preview',
    'ia_archiver',
    'archive\\.org',
    'phantomjs',
    'selenium',
    'puppeteer',
    'uptime',
    'pingdom',
    'statuscake',
    'monitor',
    'gtmetrix',
    'site24x7',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'httpx',
    'axios/',
    'node-fetch',
    'undici',
    'go-http-client',
    'java/',
    'okhttp',
    'libwww-perl',
    'httpclient',
    'postmanruntime',
    'insomnia',
    HEALTHCHECK_USER_AGENT,
  ].join('|'),
  'i',
)

/** True for crawlers, headless/audit browsers, scripts and the health-check agent; a missing User-Agent counts too. */
export function isCrawlerUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || !userAgent.trim()) return true
  return CRAWLER_PATTERN.test(userAgent)
}

export function isHealthCheckAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && userAgent.toLowerCase().includes(HEALTHCHECK_USER_AGENT)
}
