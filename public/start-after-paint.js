// Loads the page's client scripts once the browser has shown the server-rendered page (decision 036): the HTML works
// without them (links and forms), so the first paint and the largest picture need not share the connection with
// about 100 KB of scripts. The entry and its chunks are listed on this script's element by the server.
;(() => {
  const me = document.currentScript
  if (!me) return
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of (me.dataset.preload ?? '').split(' ')) {
      if (!href) continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.src = me.dataset.entry
    document.head.append(entry)
  }
  // A background tab paints nothing until shown; a browser without paint timing gets the scripts at once.
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return start()
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start()
  }).observe({ type: 'paint', buffered: true })
  // A page with nothing contentful to paint still gets its scripts.
  setTimeout(start, 3000)
})()
