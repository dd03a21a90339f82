import { telHref } from '~/config/house'
import type { Office } from '~/config/operator-config'
import { contactCopy } from '~/content/contact'
import { useCopy, useLanguage } from '~/i18n/language-context'
import { useOperatorConfig } from '~/lib/use-operator-config'
import { SidePanel } from '~/ui/side-panel'

const linkClass = 'text-parchment no-underline transition-colors hover:text-gold-light'

function OfficeBlock({ title, office }: { title: string; office: Office }) {
  const { lang } = useLanguage()
  const t = useCopy(contactCopy).box
  return (
    <div>
      <h3 className="text-2xl">{title}</h3>
      <address className="mt-3 space-y-1 text-sm not-italic text-mist">
        <p>
          {office.street}
          <br />
          {[office.postalCode, office.locality].filter(Boolean).join(' ')}, {office.country[lang]}
        </p>
        <p>
          <span className="sr-only">{t.phone} : </span>
          <a className={linkClass} href={telHref(office.phone)}>
            {office.phone}
          </a>
        </p>
        <p>
          <span className="sr-only">{t.email} : </span>
          <a className={linkClass} href={`mailto:${office.email}`}>
            {office.email}
          </a>
        </p>
      </address>
    </div>
  )
}

/** Headquarters in Paris (phone, e-mail) and the Dubai office, from the site configuration. */
export function ContactBox() {
  const t = useCopy(contactCopy).box
  const site = useOperatorConfig()
  return (
    <SidePanel id="contact-box-title" title={t.title} titleClassName="eyebrow !font-sans">
      <div className="mt-6 space-y-8">
        <OfficeBlock title={t.headquarters} office={site.offices.paris} />
        <div className="hairline" />
        <OfficeBlock title={t.dubai} office={site.offices.dubai} />
      </div>
      <p className="mt-8 text-sm text-gold">
        <span aria-hidden="true">● </span>
        {t.availability}
      </p>
      <p className="mt-3 text-sm text-mist">{t.confidentiality}</p>
    </SidePanel>
  )
}
