import { describe, expect, it } from 'vitest'
import { HEALTHCHECK_USER_AGENT, isCrawlerUserAgent, isHealthCheckAgent } from './crawlers.js'

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Linux; Android 14; CUBOT KINGKONG 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
]

const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)',
  'DuckDuckBot-Https/1.1; (+https://duckduckgo.com/duckduckbot)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)',
  'curl/8.5.0',
  'python-requests/2.32.3',
  'Go-http-client/1.1',
  'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)',
  HEALTHCHECK_USER_AGENT,
  `${HEALTHCHECK_USER_AGENT}/1.0 (+/healthz)`,
]

describe('crawler detection (spec section 6)', () => {
  it.each(BROWSERS)('a browser is not a crawler: %s', (ua) => expect(isCrawlerUserAgent(ua)).toBe(false))
  it.each(CRAWLERS)('excluded: %s', (ua) => expect(isCrawlerUserAgent(ua)).toBe(true))

  it('treats a missing or blank User-Agent as a crawler', () => {
    expect(isCrawlerUserAgent(undefined)).toBe(true)
    expect(isCrawlerUserAgent('  ')).toBe(true)
  })

  it('recognises the health-check agent by name', () => {
    expect(isHealthCheckAgent('Shop-Healthcheck/2')).toBe(true)
    expect(isHealthCheckAgent(BROWSERS[0])).toBe(false)
  })
})
