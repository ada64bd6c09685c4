/**
 * The prints page's uploads in the browser: photos wait in order and go up three at a time, one per request
 * (decision 054). Each photo's progress lives here, outside React, so a progress event wakes only that photo's tile;
 * the list's listeners hear only of photos joining or leaving. A failed photo stays, with why, until retried.
 */

/** Why a photo did not join the prints: damaged (422/415), too large (413), the upload budget (429), other. */
export type UploadFailure = 'damaged' | 'too-large' | 'busy' | 'network' | 'refused'

export type UploadOutcome<V> = { ok: true; view: V } | { ok: false; kind: UploadFailure }

/** Sends one photo; reports the share of its bytes sent (0 to 1) as it goes. */
export type SendPhoto<V> = (file: File, onProgress: (sent: number) => void) => Promise<UploadOutcome<V>>

export interface PendingPhoto {
  key: string
  name: string
  state: 'waiting' | 'sending' | 'failed'
  /** 0 to 1. */
  sent: number
  failure: UploadFailure | null
}

export const PARALLEL_UPLOADS = 3

export class UploadQueue<V> {
  private readonly photos = new Map<string, PendingPhoto & { file: File }>()
  private readonly photoListeners = new Map<string, Set<() => void>>()
  private readonly listListeners = new Set<() => void>()
  private keys: readonly string[] = []
  private sending = 0
  private counter = 0

  constructor(
    private readonly send: SendPhoto<V>,
    private readonly uploaded: (view: V) => void,
  ) {}

  add(files: Iterable<File>): void {
    for (const file of files) {
      const key = `u${++this.counter}`
      this.photos.set(key, { key, name: file.name, file, state: 'waiting', sent: 0, failure: null })
    }
    this.listChanged()
    this.pump()
  }

  retry(key: string): void {
    const p = this.photos.get(key)
    if (!p || p.state !== 'failed') return
    this.update(key, { state: 'waiting', sent: 0, failure: null })
    this.pump()
  }

  /** The photos not yet in the prints, in the order chosen (stable between changes, for useSyncExternalStore). */
  list = (): readonly string[] => this.keys

  photo = (key: string): PendingPhoto | undefined => this.photos.get(key)

  subscribeList = (fn: () => void): (() => void) => {
    this.listListeners.add(fn)
    return () => this.listListeners.delete(fn)
  }

  subscribePhoto(key: string, fn: () => void): () => void {
    const set = this.photoListeners.get(key) ?? new Set()
    set.add(fn)
    this.photoListeners.set(key, set)
    return () => set.delete(fn)
  }

  private pump(): void {
    while (this.sending < PARALLEL_UPLOADS) {
      const next = [...this.photos.values()].find((p) => p.state === 'waiting')
      if (!next) return
      this.sending++
      this.update(next.key, { state: 'sending' })
      void this.sendOne(next.key, next.file)
    }
  }

  private async sendOne(key: string, file: File): Promise<void> {
    let outcome: UploadOutcome<V>
    try {
      outcome = await this.send(file, (sent) => this.update(key, { sent }))
    } catch {
      outcome = { ok: false, kind: 'network' }
    }
    this.sending--
    if (outcome.ok) {
      this.photos.delete(key)
      this.uploaded(outcome.view)
      this.listChanged()
    } else this.update(key, { state: 'failed', failure: outcome.kind })
    this.pump()
  }

  private update(key: string, change: Partial<PendingPhoto>): void {
    const p = this.photos.get(key)
    if (!p) return
    // A new object per change: useSyncExternalStore compares snapshots by identity.
    this.photos.set(key, { ...p, ...change })
    for (const fn of this.photoListeners.get(key) ?? []) fn()
  }

  private listChanged(): void {
    this.keys = [...this.photos.keys()]
    for (const fn of this.listListeners) fn()
  }
}
