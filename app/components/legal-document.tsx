import { Link } from 'react-router'
import type { LegalBlock, LegalDocument } from '~/content/legal'

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'p':
      return <p className="leading-[1.8] text-parchment">{block.text}</p>
    case 'list':
      return (
        <ul className="space-y-2 border-l border-gold/40 pl-6 text-parchment">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'facts':
      return (
        <dl className="divide-y divide-line/70 border-y border-line/70">
          {block.rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-8">
              <dt className="text-sm text-mist">{label}</dt>
              <dd className="text-parchment">{value}</dd>
            </div>
          ))}
        </dl>
      )
    case 'external':
      return (
        <ul className="flex flex-wrap gap-x-8 gap-y-2">
          {block.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                rel="noopener noreferrer"
                className="text-gold underline decoration-gold/50 underline-offset-4 hover:text-gold-light"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )
    case 'link':
      return (
        <p>
          <Link
            to={block.to}
            className="text-gold underline decoration-gold/50 underline-offset-4 hover:text-gold-light"
          >
            {block.text}
          </Link>
        </p>
      )
  }
}

/** A legal text: a table of contents beside (above, on small screens) the numbered sections. */
export function LegalDocumentView({ document, updated }: { document: LegalDocument; updated?: string }) {
  return (
    <div className="container-luxe grid gap-14 py-16 md:py-24 lg:grid-cols-12">
      <nav aria-labelledby="contents-title" className="lg:col-span-4">
        <div className="lg:sticky lg:top-28">
          <h2 id="contents-title" className="eyebrow !font-sans">
            {document.contentsLabel}
          </h2>
          <ol className="mt-5 space-y-2 border-l border-line pl-5 text-sm">
            {document.sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-mist no-underline hover:text-gold-light">
                  <span className="mr-2 text-gold">{i + 1}.</span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
          {updated ? <p className="mt-8 text-sm text-mist">{updated}</p> : null}
        </div>
      </nav>
      <div className="space-y-16 lg:col-span-8">
        {document.sections.map((section, i) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28">
            <h2 id={`${section.id}-title`} className="flex items-baseline gap-4 text-3xl md:text-[2.2rem]">
              <span aria-hidden="true" className="font-display text-xl text-gold italic">
                {i + 1}.
              </span>
              {section.title}
            </h2>
            <div className="mt-7 space-y-6">
              {section.blocks.map((block, j) => (
                <Block key={j} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  )
}
