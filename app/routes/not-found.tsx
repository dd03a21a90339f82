import { useEffect } from 'react'
import { data, Link, useLocation } from 'react-router'
import { commonCopy } from '~/content/common'
import { useCopy } from '~/i18n/language-context'
import { rootDataOf } from '~/lib/seo'

/** Any unknown path: the product's 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta = ({ matches }: { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined> }) => {
  const { lang } = rootDataOf(matches)
  return [{ title: commonCopy[lang].notFound.metaTitle }, { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  const t = useCopy(commonCopy)
  const { pathname } = useLocation()
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <section className="container-luxe flex min-h-[60vh] flex-col items-start justify-center py-24">
      <p className="font-display text-8xl text-gold" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl">{t.notFound.title}</h1>
      <p className="mt-4 max-w-xl text-mist">{t.notFound.text}</p>
      <Link to="/" className="btn btn-gold mt-10 no-underline">
        {t.notFound.back}
      </Link>
    </section>
  )
}
