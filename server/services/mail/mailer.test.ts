import { afterEach, describe, expect, test } from 'vitest'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { outboxDir, parseEnv } from '../../env.js'
import { createMailer, readOutbox } from './mailer.js'

const dirs: string[] = []
const tempOutbox = () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'))
  dirs.push(dir)
  return join(dir, 'nested', 'outbox') // not there yet: the mailer creates it
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

describe('dev outbox mailer (no SMTP URL)', () => {
  test('writes each message as .eml plus sidecar and reads them back, oldest first', async () => {
    const outboxDir = tempOutbox()
    const mailer = createMailer({ outboxDir })
    const first = await mailer.send({
      to: 'Paweł Łukasz <pawel@example.pl>',
      from: 'WallPix Polska <legal@wallpix.pl>',
      subject: 'Twoje zamówienie ABCD1234 w WallPix – dziękujemy',
      text: 'Cześć Paweł, zażółć gęślą jaźń. Søren, señor, niño.',
      html: '<p>Cześć Paweł, zażółć gęślą jaźń. Søren, señor, niño.</p>',
      headers: { 'X-Order-Id': 'abcd1234-full-id' },
    })
    const second = await mailer.send({
      to: 'ana@example.es',
      from: 'WallPix <hola@wallpix.es>',
      subject: 'Tu pedido EFGH5678 en WallPix',
      text: 'Hola Ana, mañana.',
      html: '<p>Hola Ana, mañana.</p>',
    })
    expect(first.messageId).toMatch(/^<.+@.+>$/)
    expect(second.messageId).not.toBe(first.messageId)

    const mails = readOutbox(outboxDir)
    expect(mails.map((m) => m.subject)).toEqual([
      'Twoje zamówienie ABCD1234 w WallPix – dziękujemy',
      'Tu pedido EFGH5678 en WallPix',
    ])
    expect(mails[0]).toMatchObject({
      to: 'Paweł Łukasz <pawel@example.pl>',
      from: 'WallPix Polska <legal@wallpix.pl>',
      text: 'Cześć Paweł, zażółć gęślą jaźń. Søren, señor, niño.',
      headers: { 'X-Order-Id': 'abcd1234-full-id' },
      messageId: first.messageId,
    })
    expect(mails[1]).toMatchObject({
      to: 'ana@example.es',
      text: 'Hola Ana, mañana.',
      headers: {},
      messageId: second.messageId,
    })

    // The .eml is a real RFC 822 message: file name, headers and a multipart/alternative body.
    const files = readdirSync(outboxDir).sort()
    expect(files).toHaveLength(4)
    for (const m of mails) {
      expect(m.file.startsWith(outboxDir)).toBe(true)
      expect(m.file).toMatch(/[/\\]\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[A-Za-z0-9-]+\.eml$/)
    }
    const eml = readFileSync(mails[0]!.file, 'utf8')
    expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m)
    expect(eml).toMatch(/^X-Order-Id: abcd1234-full-id$/im) // nodemailer normalises the case of header names
    expect(eml).toContain(`Message-ID: ${first.messageId}`)
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m) // non-ASCII subject is MIME-encoded, not raw bytes
  })

  test('an empty or missing outbox reads as no messages', () => {
    expect(readOutbox(tempOutbox())).toEqual([])
  })
})

describe('SMTP mailer (SMTP_URL set)', () => {
  test('hands the message to the SMTP server named in the URL', async () => {
    // A minimal SMTP server: enough of RFC 5321 for one plain-text (no STARTTLS, no AUTH) delivery.
    const received: { from: string; to: string[]; data: string }[] = []
    const server = createServer((socket) => {
      socket.setEncoding('utf8')
      let buffer = ''
      let inData = false
      let current = { from: '', to: [] as string[], data: '' }
      socket.write('220 test ESMTP\r\n')
      socket.on('data', (chunk: string) => {
        buffer += chunk
        let end: number
        while ((end = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (inData) {
            if (line === '.') {
              inData = false
              received.push(current)
              current = { from: '', to: [], data: '' }
              socket.write('250 OK queued\r\n')
            } else current.data += line.replace(/^\./, '') + '\n'
          } else if (/^(EHLO|HELO)/i.test(line)) {
            socket.write('250-test\r\n250 8BITMIME\r\n')
          } else if (/^MAIL FROM:/i.test(line)) {
            current.from = line.slice(10)
            socket.write('250 OK\r\n')
          } else if (/^RCPT TO:/i.test(line)) {
            current.to.push(line.slice(8))
            socket.write('250 OK\r\n')
          } else if (/^DATA/i.test(line)) {
            inData = true
            socket.write('354 go ahead\r\n')
          } else if (/^QUIT/i.test(line)) {
            socket.end('221 bye\r\n')
          } else {
            socket.write('250 OK\r\n')
          }
        }
      })
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    try {
      const { port } = server.address() as AddressInfo
      const outboxDir = tempOutbox()
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir })
      const { messageId } = await mailer.send({
        to: 'ana@example.es',
        from: 'WallPix <hola@wallpix.es>',
        subject: 'Tu pedido',
        text: 'Hola Ana',
        html: '<p>Hola Ana</p>',
      })
      expect(received).toHaveLength(1)
      expect(received[0]!.from).toContain('hola@wallpix.es')
      expect(received[0]!.to.join()).toContain('ana@example.es')
      expect(received[0]!.data).toContain(`Message-ID: ${messageId}`)
      expect(received[0]!.data).toContain('Subject: Tu pedido')
      expect(readOutbox(outboxDir)).toEqual([]) // nothing written to the dev outbox
    } finally {
      await new Promise((done) => server.close(done))
    }
  })
})

describe('mail settings in the environment', () => {
  test('SMTP_URL is optional and must be smtp(s); the outbox defaults to data/outbox', () => {
    expect(parseEnv({}).SMTP_URL).toBeUndefined()
    expect(outboxDir(parseEnv({}))).toBe(resolve('data/outbox'))
    expect(parseEnv({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example.com:465',
    )
    expect(() => parseEnv({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/)
    expect(() => parseEnv({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/)
  })

  // Issue 32 item 21: a shop whose database lives elsewhere kept writing its mail into ./data/outbox.
  test('the outbox follows the storage root (STORAGE_PATH, else the folder of DATABASE_PATH) unless OUTBOX_DIR is set', () => {
    expect(outboxDir(parseEnv({ DATABASE_PATH: '/srv/shop/shop.db' }))).toBe('/srv/shop/outbox')
    expect(outboxDir(parseEnv({ DATABASE_PATH: '/srv/shop/shop.db', STORAGE_PATH: '/mnt/files' }))).toBe(
      '/mnt/files/outbox',
    )
    expect(outboxDir(parseEnv({ DATABASE_PATH: '/srv/shop/shop.db', OUTBOX_DIR: '/var/mail/shop' }))).toBe(
      '/var/mail/shop',
    )
  })
})
