/**
 * The one connection of an SQLite database is shared by every request of the process, so while a transaction is open
 * on it, nothing of another request may run there: its reads would see uncommitted rows and its writes would join
 * the transaction (decision 038). A transaction holds this gate from BEGIN to COMMIT; every statement outside it
 * passes straight through when the gate is open and waits its turn, in arrival order, when it is held.
 */
export class Gate {
  private held = false
  /** Set while a statement that waited for the gate runs: the drizzle calls it makes inside pass straight through. */
  private running = false
  private readonly waiting: (() => void)[] = []

  get isHeld(): boolean {
    return this.held
  }

  /** Resolves when the caller holds the gate; release() hands it to the next in line. */
  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true
      return Promise.resolve()
    }
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.held = false
  }

  /**
   * Runs a synchronous statement at once when the gate is open (the usual case: no promise, no extra tick), else
   * after the transactions and statements queued before it.
   */
  run<T>(statement: () => T): T | Promise<T> {
    if (!this.held || this.running) return statement()
    return this.acquire().then(() => {
      this.running = true
      try {
        return statement()
      } finally {
        this.running = false
        this.release()
      }
    })
  }
}
