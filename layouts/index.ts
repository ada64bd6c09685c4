import type { ComponentType, ReactNode } from 'react'
import type { LayoutName } from './layout-names.js'
import { MasterLayout } from './master-layout.js'
import { LightLayout } from './light-layout.js'
import { MasterAccountsLayout } from './master-accounts-layout.js'
import { BlankLayout, ConstructorLayout, FullPageLayout } from './simple-layouts.js'

export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  master: MasterLayout,
  light: LightLayout,
  'master-accounts': MasterAccountsLayout,
  blank: BlankLayout,
  'full-page': FullPageLayout,
  constructor: ConstructorLayout,
}
