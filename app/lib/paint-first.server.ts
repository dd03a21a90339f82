import { Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

/**
 * "Paint first, then hydrate" (docs/decisions/011-paint-first.md).
 *
 * React Router puts a `<link rel="modulepreload">` in the head for every module of the page and
 * starts them with an inline `<script type="module">` at the end of the body. On a slow mobile
 * link those ~140 KB of JavaScript share the line with the stylesheet, the fonts and the hero
 * image; in Lighthouse's trace Chrome painted only once they were in, so its simulation charged
 * the first and largest paint with them, although the server-rendered page is readable (and its
 * links and forms work) without them.
 *
 * This transform of the streamed HTML removes the preload links, makes the module script inert
 * (`type="application/x-herra-module"`) and adds, right after it, a small nonce'd script that
 * preloads the same modules and runs the same module code once the first frame has been painted
 * (at once in a hidden tab, which paints nothing). The page and its hydration are unchanged,
 * only started a frame later.
 */

const PRELOAD = /<link rel="modulepreload"[^>]*>/g
const HREF = /\bhref="([^"]+)"/
const MODULE_OPEN = /<script nonce="([^"]*)" type="module" async="">/
const INERT_TYPE = 'application/x-herra-module'
const ENTRY_ID = 'herra-entry'

/** The inline bootstrap; `hrefs` are the module URLs React Router wanted preloaded. */
export function bootstrapScript(hrefs: readonly string[]): string {
  return `(()=>{const n=document.currentScript.nonce,h=${JSON.stringify(hrefs).replaceAll('<', '\\u003c')};let d=0;const go=()=>{if(d++)return;for(const u of h){const l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.append(l)}const m=document.createElement('script');m.type='module';m.nonce=n;m.textContent=document.getElementById('${ENTRY_ID}').textContent;document.body.append(m)};document.visibilityState==='visible'?requestAnimationFrame(()=>setTimeout(go)):go()})()`
}

export function paintFirst(): Transform {
  const decoder = new StringDecoder('utf8')
  const hrefs: string[] = []
  let pending = ''
  /** 'head': removing preloads, looking for the module script; 'entry': inside it; 'done'. */
  let state: 'head' | 'entry' | 'done' = 'head'
  let nonce = ''

  /** Processes what can be processed and returns it; keeps in `pending` a tag that may be incomplete. */
  const process = (text: string, final: boolean): string => {
    let out = ''
    for (;;) {
      if (state === 'done') return out + text
      if (state === 'head') {
        const open = text.match(MODULE_OPEN)
        const upTo = open?.index ?? text.length
        let head = text.slice(0, upTo)
        let rest = text.slice(upTo)
        if (!open && !final) {
          // Hold back a tag that may still be arriving.
          const lastOpen = head.lastIndexOf('<')
          if (lastOpen !== -1 && !head.includes('>', lastOpen)) {
            rest = head.slice(lastOpen)
            head = head.slice(0, lastOpen)
          }
        }
        out += head.replace(PRELOAD, (tag) => {
          const href = tag.match(HREF)?.[1]
          if (href) hrefs.push(href.replaceAll('&amp;', '&'))
          return ''
        })
        if (!open) {
          pending = rest
          return out
        }
        nonce = open[1] ?? ''
        out += `<script nonce="${nonce}" type="${INERT_TYPE}" id="${ENTRY_ID}">`
        text = rest.slice(open[0].length)
        state = 'entry'
        continue
      }
      // state === 'entry': pass the module code through, then add the bootstrap after its end.
      const close = text.indexOf('</script>')
      if (close === -1) {
        const keep = final ? 0 : Math.min(text.length, '</script>'.length - 1)
        out += text.slice(0, text.length - keep)
        pending = text.slice(text.length - keep)
        return out
      }
      out += `${text.slice(0, close)}</script><script nonce="${nonce}">${bootstrapScript(hrefs)}</script>`
      text = text.slice(close + '</script>'.length)
      state = 'done'
    }
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = pending + (typeof chunk === 'string' ? chunk : decoder.write(chunk))
      pending = ''
      callback(null, process(text, false))
    },
    flush(callback: TransformCallback) {
      const text = pending + decoder.end()
      pending = ''
      // A document without the module script (none is known) loses only preloads nothing would use.
      callback(null, process(text, true))
    },
  })
}
