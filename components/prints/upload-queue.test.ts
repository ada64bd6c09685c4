import { describe, expect, test } from 'vitest'
import { PARALLEL_UPLOADS, UploadQueue, type UploadOutcome } from './upload-queue.js'

/** A transport whose requests the test answers one by one. */
function fakeSend() {
  const calls: { name: string; progress: (sent: number) => void; answer: (o: UploadOutcome<string>) => void }[] = []
  const send = (file: File, progress: (sent: number) => void) =>
    new Promise<UploadOutcome<string>>((answer) => calls.push({ name: file.name, progress, answer }))
  return { calls, send }
}

const files = (n: number) => Array.from({ length: n }, (_, i) => new File(['x'], `p${i}.jpg`))
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('UploadQueue', () => {
  test('sends three at a time, in order; each success hands over its view and leaves the list', async () => {
    const { calls, send } = fakeSend()
    const views: string[] = []
    const q = new UploadQueue(send, (v) => views.push(v))
    q.add(files(5))
    expect(calls.map((c) => c.name)).toEqual(['p0.jpg', 'p1.jpg', 'p2.jpg'])
    expect(PARALLEL_UPLOADS).toBe(3)
    calls[1]!.answer({ ok: true, view: 'v1' })
    await settle()
    expect(calls.map((c) => c.name)).toEqual(['p0.jpg', 'p1.jpg', 'p2.jpg', 'p3.jpg'])
    expect(views).toEqual(['v1'])
    expect(q.list().map((k) => q.photo(k)!.name)).toEqual(['p0.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg'])
  })

  test('progress wakes only that photo; a failure stays, named, does not stop the others, and can be retried', async () => {
    const { calls, send } = fakeSend()
    const q = new UploadQueue(send, () => {})
    q.add(files(4))
    const [k0, k1] = q.list()
    let woken0 = 0
    let woken1 = 0
    q.subscribePhoto(k0!, () => woken0++)
    q.subscribePhoto(k1!, () => woken1++)
    let listChanges = 0
    q.subscribeList(() => listChanges++)
    calls[0]!.progress(0.5)
    expect(q.photo(k0!)).toMatchObject({ state: 'sending', sent: 0.5 })
    expect([woken0, woken1, listChanges]).toEqual([1, 0, 0])

    calls[0]!.answer({ ok: false, kind: 'damaged' })
    await settle()
    expect(q.photo(k0!)).toMatchObject({ name: 'p0.jpg', state: 'failed', failure: 'damaged' })
    expect(calls).toHaveLength(4)
    q.retry(k0!)
    await settle()
    expect(q.photo(k0!)).toMatchObject({ state: 'waiting', failure: null })
    calls[1]!.answer({ ok: true, view: 'v' })
    await settle()
    expect(calls.map((c) => c.name)).toEqual(['p0.jpg', 'p1.jpg', 'p2.jpg', 'p3.jpg', 'p0.jpg'])
    expect(q.photo(k0!)!.state).toBe('sending')
  })

  test('a transport that throws counts as a network failure', async () => {
    const q = new UploadQueue<string>(
      () => Promise.reject(new Error('offline')),
      () => {},
    )
    q.add(files(1))
    await settle()
    expect(q.photo(q.list()[0]!)).toMatchObject({ state: 'failed', failure: 'network' })
  })
})
