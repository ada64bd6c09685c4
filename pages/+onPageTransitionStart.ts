// https://vike.dev/onPageTransitionStart
import type { PageContextClient } from 'vike/types'
import { reloadIfNewBuild } from '../components/client/build-watch.js'

export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  reloadIfNewBuild(pageContext.urlOriginal)
}
