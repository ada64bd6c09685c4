import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import vike from 'vike/plugin'

// Lingui macros need a Babel pass before the React plugin sees the JSX (see docs/decisions/002).
export default defineConfig({
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui(), vike()],
  build: { assetsInlineLimit: 0 },
})
