/**
 * When the page's own components have hydrated. pages/+Wrapper.tsx puts them in a Suspense boundary so that React
 * hydrates them in yielding slices after the shell (decision 044); Vike's onHydrationEnd fires once the shell is
 * committed, which is before that, so what needs working event handlers waits for this.
 */
let markHydrated: () => void = () => {}

export const pageHydrated = new Promise<void>((resolve) => {
  markHydrated = resolve
})

/** Called from an effect inside the boundary: effects there run when its content has hydrated. */
export function markPageHydrated() {
  markHydrated()
}
