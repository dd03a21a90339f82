// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { useLanguage } from './language-context'

function Orphan() {
  const { lang } = useLanguage()
  return <p>{lang}</p>
}

describe('useLanguage', () => {
  it('is a developer error outside its provider', () => {
    expect(() => renderToString(<Orphan />)).toThrow(/inside <LanguageProvider>/)
  })
})
