import type { ReactNode } from 'react'

/** A side panel of a page (the contact box, the quote page's "write to us"), labelled by its title. */
export function SidePanel(props: { id: string; title: string; titleClassName: string; children: ReactNode }) {
  return (
    <aside aria-labelledby={props.id} className="border border-line bg-night p-6 md:p-8">
      <h2 id={props.id} className={props.titleClassName}>
        {props.title}
      </h2>
      {props.children}
    </aside>
  )
}
