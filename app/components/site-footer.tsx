import { Link, useRouteLoaderData } from 'react-router'
import { house, telHref } from '~/config/house'
import { commonCopy } from '~/content/common'
import { useCopy, useLanguage } from '~/i18n/language-context'
import type { RootData } from '~/lib/seo'
import { useOperatorConfig } from '~/lib/use-operator-config'
import { Logo } from './logo'
import { mainNav } from './site-header'

const footerLink = 'inline-block py-1 text-sm text-mist no-underline hover:text-gold-light transition-colors'

export function SiteFooter() {
  const t = useCopy(commonCopy)
  const { lang } = useLanguage()
  const { paris, dubai } = useOperatorConfig().offices
  // From the house's first year to this one, by the server's clock (the root loader's).
  const year = useRouteLoaderData<RootData>('root')?.year ?? house.copyrightYear
  const years = year > house.copyrightYear ? `${house.copyrightYear}–${year}` : String(house.copyrightYear)
  return (
    <footer className="mt-16 border-t border-line bg-night md:mt-24">
      {/* On a phone the two link lists sit side by side: the footer is half as long. */}
      <div className="container-luxe grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:gap-12 md:py-16 lg:grid-cols-4">
        <div className="col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-5 max-w-xs text-sm text-mist">{t.footer.tagline}</p>
          <p className="mt-6 eyebrow">{t.footer.certificationsTitle}</p>
          <ul className="mt-3 flex gap-3" aria-label={t.footer.certificationsTitle}>
            {house.certifications.map((c) => (
              <li key={c} className="border border-line px-3 py-1 text-xs tracking-[0.2em] text-parchment">
                {c}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-mist">{t.footer.certificationsText}</p>
          <p className="mt-4 text-sm text-gold">
            <span aria-hidden="true">● </span>
            {t.footer.availability}
          </p>
        </div>

        <nav aria-label={t.footer.servicesTitle}>
          <h2 className="eyebrow !font-sans">{t.footer.servicesTitle}</h2>
          <ul className="mt-4 space-y-1">
            <li>
              <Link className={footerLink} to="/services/maison-vols-prives">
                {t.footer.services.privateFlights}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/services/vente-acquisition">
                {t.footer.services.sales}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/services/solutions-sur-mesure">
                {t.footer.services.bespoke}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/services/assistance-24-7">
                {t.footer.services.assistance}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/services/courtier-aviation">
                {t.footer.services.broker}
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-label={t.footer.navigationTitle}>
          <h2 className="eyebrow !font-sans">{t.footer.navigationTitle}</h2>
          <ul className="mt-4 space-y-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <Link className={footerLink} to={item.to}>
                  {t.nav[item.key]}
                </Link>
              </li>
            ))}
            <li>
              <Link className={footerLink} to="/experience">
                {t.footer.navigation.experience}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/news">
                {t.footer.navigation.news}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/quote-form">
                {t.footer.navigation.quote}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="col-span-2 md:col-span-1">
          <h2 className="eyebrow !font-sans">{t.footer.contactTitle}</h2>
          <address className="mt-4 grid grid-cols-2 gap-x-6 gap-y-5 text-sm not-italic text-mist [overflow-wrap:anywhere] md:grid-cols-1">
            {[paris, dubai].map((office) => (
              <p key={office.countryCode}>
                <span className="block text-parchment">
                  {house.brand} {office.city[lang]}
                </span>
                {office.street}
                <br />
                {[office.postalCode, office.locality].filter(Boolean).join(' ')}, {office.country[lang]}
                <span className="mt-1 flex flex-col items-start gap-1">
                  <a className={footerLink} href={telHref(office.phone)}>
                    {office.phone}
                  </a>
                  <a className={footerLink} href={`mailto:${office.email}`}>
                    {office.email}
                  </a>
                </span>
              </p>
            ))}
          </address>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-luxe flex flex-col gap-3 py-6 text-xs text-mist md:flex-row md:items-center md:justify-between">
          <p>
            © <span data-testid="copyright-years">{years}</span> {house.brandLong}. {t.footer.rights}
          </p>
          <ul className="flex gap-6">
            <li>
              <Link className={footerLink} to="/legal">
                {t.footer.legal}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/privacy">
                {t.footer.privacy}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
