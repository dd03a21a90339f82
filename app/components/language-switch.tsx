import { commonCopy } from '~/content/common'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { LANGUAGES, type Language } from '~/i18n/language'

/**
 * FR / EN. Plain links (`?lang=`) that work without JavaScript; with it, the switch happens
 * in place and the choice is kept in localStorage and the language cookie.
 */
export function LanguageSwitch({
  onPick,
  className = '',
  large = false,
}: {
  onPick?: () => void
  className?: string
  /** Tap targets of 44 px at least (the mobile menu). */
  large?: boolean
}) {
  const { lang, setLanguage } = useLanguage()
  const t = useCopy(commonCopy)
  return (
    <div role="group" aria-label={t.language.label} className={`flex items-center gap-1 ${className}`}>
      {LANGUAGES.map((code: Language) => (
        <a
          key={code}
          href={`?lang=${code}`}
          lang={code}
          hrefLang={code}
          aria-label={t.language[code]}
          aria-current={code === lang ? 'true' : undefined}
          data-testid={`lang-${code}`}
          onClick={(event) => {
            event.preventDefault()
            onPick?.()
            if (code !== lang) setLanguage(code)
          }}
          className={`${large ? 'inline-flex min-h-11 min-w-11 items-center justify-center px-3' : 'px-2 py-1'} text-xs tracking-[0.2em] no-underline transition-colors ${
            code === lang ? 'text-gold' : 'text-mist hover:text-ivory'
          }`}
        >
          {code.toUpperCase()}
        </a>
      ))}
    </div>
  )
}
