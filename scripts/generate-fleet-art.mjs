// Generates public/images/fleet/<id>.svg: side-view line drawings of the nine aircraft.
//
//   node scripts/generate-fleet-art.mjs
//
// Every drawing shares one scale (20 px per metre) and one centre line, so the fleet page shows the
// real differences in size; each aircraft is drawn from its published proportions — length,
// fuselage diameter, wing sweep, tail layout (T-tail, cruciform or low tailplane), winglets,
// engine count (the Falcon 7X's third engine: dorsal S-duct intake and tail nozzle), windows.
// Ivory line art with champagne-gold accents, transparent background, gear up (in flight).
// The image path is data (domain/aircraft.ts): photographs can replace these files later.
import { mkdirSync, writeFileSync } from 'node:fs'

const W = 720
const H = 240
const S = 20 // px per metre
const YC = 146 // fuselage centre line
const IVORY = '#f4efe4'
const GOLD = '#c9a96a'
const FILL = '#0d1118'

/** Published proportions (metres, degrees), rounded; windows are per side as drawn. */
const FLEET = {
  cj1: {
    length: 13.0,
    diameter: 1.6,
    nose: 2.5,
    tailCone: 3.6,
    wing: { root: 5.5, rootChord: 2.0, tipChord: 1.0, span: 7.0, sweep: 2, dihedral: 4, winglet: 'none' },
    fin: { root: 10.2, rootChord: 2.2, tipChord: 1.25, height: 2.25, sweep: 32 },
    stab: { type: 'T', chord: 1.3 },
    engine: { x: 8.5, length: 2.5, diameter: 0.85 },
    windows: { count: 4, from: 3.7, to: 7.3, w: 0.42, h: 0.5, shape: 'round' },
  },
  phenom300: {
    length: 15.9,
    diameter: 1.85,
    nose: 2.8,
    tailCone: 4.2,
    wing: { root: 6.3, rootChord: 2.5, tipChord: 1.0, span: 7.8, sweep: 27, dihedral: 5, winglet: 'blended' },
    fin: { root: 12.2, rootChord: 2.5, tipChord: 1.35, height: 2.7, sweep: 40 },
    stab: { type: 'T', chord: 1.4 },
    engine: { x: 10.1, length: 3.0, diameter: 1.0 },
    windows: { count: 6, from: 4.2, to: 9.6, w: 0.56, h: 0.66, shape: 'round' },
  },
  bravo: {
    length: 14.4,
    diameter: 1.7,
    nose: 2.9,
    tailCone: 3.9,
    wing: { root: 5.9, rootChord: 2.3, tipChord: 1.1, span: 7.9, sweep: 1, dihedral: 4, winglet: 'none' },
    fin: { root: 10.8, rootChord: 2.8, tipChord: 1.2, height: 2.5, sweep: 38, dorsal: true },
    stab: { type: 'low', chord: 1.5 },
    engine: { x: 9.2, length: 2.9, diameter: 0.9 },
    windows: { count: 6, from: 4.0, to: 8.8, w: 0.4, h: 0.46, shape: 'round' },
  },
  cl350: {
    length: 20.9,
    diameter: 2.4,
    nose: 3.4,
    tailCone: 5.2,
    wing: { root: 8.6, rootChord: 3.4, tipChord: 1.2, span: 9.5, sweep: 27, dihedral: 3, winglet: 'canted' },
    fin: { root: 16.0, rootChord: 3.2, tipChord: 1.7, height: 3.35, sweep: 38 },
    stab: { type: 'T', chord: 1.8 },
    engine: { x: 13.6, length: 3.7, diameter: 1.25 },
    windows: { count: 7, from: 5.2, to: 12.6, w: 0.52, h: 0.62, shape: 'round' },
  },
  challenger300: {
    length: 20.9,
    diameter: 2.4,
    nose: 3.4,
    tailCone: 5.2,
    wing: { root: 8.6, rootChord: 3.4, tipChord: 1.2, span: 9.5, sweep: 27, dihedral: 3, winglet: 'blended' },
    fin: { root: 16.0, rootChord: 3.2, tipChord: 1.7, height: 3.35, sweep: 38 },
    stab: { type: 'T', chord: 1.8 },
    engine: { x: 13.6, length: 3.7, diameter: 1.25 },
    windows: { count: 6, from: 5.2, to: 12.2, w: 0.52, h: 0.62, shape: 'round' },
  },
  praetor550: {
    length: 19.4,
    diameter: 2.2,
    nose: 3.6,
    tailCone: 5.0,
    wing: { root: 7.9, rootChord: 3.1, tipChord: 1.1, span: 9.1, sweep: 22, dihedral: 4, winglet: 'blended' },
    fin: { root: 14.6, rootChord: 3.3, tipChord: 1.6, height: 3.6, sweep: 42, dorsal: true },
    stab: { type: 'T', chord: 1.8 },
    engine: { x: 12.6, length: 3.4, diameter: 1.2 },
    windows: { count: 6, from: 5.4, to: 11.4, w: 0.5, h: 0.58, shape: 'round' },
  },
  falcon7x: {
    length: 23.2,
    diameter: 2.5,
    nose: 3.9,
    tailCone: 5.4,
    wing: { root: 9.2, rootChord: 3.9, tipChord: 1.3, span: 12.0, sweep: 34, dihedral: 3, winglet: 'blended' },
    fin: { root: 18.3, rootChord: 3.4, tipChord: 1.6, height: 3.7, sweep: 45 },
    stab: { type: 'cruciform', chord: 2.0, at: 0.3 },
    engine: { x: 15.6, length: 3.3, diameter: 1.1 },
    centreEngine: true,
    windows: { count: 12, from: 5.0, to: 15.0, w: 0.4, h: 0.52, shape: 'round' },
  },
  g7500: {
    length: 33.8,
    diameter: 2.85,
    nose: 4.6,
    tailCone: 7.4,
    wing: { root: 14.0, rootChord: 5.2, tipChord: 1.5, span: 14.5, sweep: 34, dihedral: 3, winglet: 'blended' },
    fin: { root: 27.0, rootChord: 4.6, tipChord: 2.2, height: 4.5, sweep: 40 },
    stab: { type: 'T', chord: 2.6 },
    engine: { x: 22.9, length: 4.8, diameter: 1.6 },
    windows: { count: 14, from: 6.3, to: 22.0, w: 0.62, h: 0.68, shape: 'square' },
  },
  g650: {
    length: 30.4,
    diameter: 2.95,
    nose: 4.4,
    tailCone: 6.6,
    wing: { root: 12.6, rootChord: 5.0, tipChord: 1.4, span: 14.0, sweep: 36, dihedral: 3, winglet: 'blended' },
    fin: { root: 24.0, rootChord: 4.4, tipChord: 2.0, height: 4.6, sweep: 42 },
    stab: { type: 'T', chord: 2.5 },
    engine: { x: 20.3, length: 4.6, diameter: 1.6 },
    windows: { count: 8, from: 6.6, to: 19.0, w: 0.95, h: 0.62, shape: 'oval' },
  },
}

const f = (n) => Math.round(n * 10) / 10
const rad = (deg) => (deg * Math.PI) / 180

function draw(id, a) {
  const L = a.length * S
  const D = a.diameter * S
  const x0 = (W - L) / 2
  const X = (m) => x0 + m * S
  const top = YC - D / 2
  const bottom = YC + D / 2
  const noseLen = a.nose * S
  const coneStart = X(a.length - a.tailCone)
  const tailX = X(a.length)
  const tailTopY = top + D * 0.3
  const tailBottomY = top + D * 0.52
  const noseY = YC + D * 0.16
  const parts = []

  // The near wing, seen edge-on: root at the belly, tip further aft (sweep) and higher (dihedral),
  // drawn over the fuselage; the far wing is hidden behind it.
  const w = a.wing
  const rootLE = X(w.root)
  const tipLE = rootLE + w.span * Math.tan(rad(w.sweep)) * S
  const tipY = bottom - w.span * Math.sin(rad(w.dihedral)) * S - 0.1 * S
  const wingPath = `M${f(rootLE)} ${f(bottom - 0.28 * S)}L${f(tipLE)} ${f(tipY - 0.09 * S)}L${f(tipLE + w.tipChord * S)} ${f(tipY + 0.02 * S)}L${f(rootLE + w.rootChord * S)} ${f(bottom + 0.06 * S)}L${f(rootLE + 0.25 * S)} ${f(bottom + 0.1 * S)}Z`

  // Fuselage.
  const fuselage = [
    `M${f(X(0))} ${f(noseY)}`,
    // Upper nose: a long ogive up to the windscreen, then the cabin roof.
    `C${f(X(0) + noseLen * 0.06)} ${f(YC - D * 0.08)} ${f(X(0) + noseLen * 0.3)} ${f(top + D * 0.2)} ${f(X(0) + noseLen * 0.55)} ${f(top + D * 0.1)}`,
    `C${f(X(0) + noseLen * 0.75)} ${f(top + D * 0.02)} ${f(X(0) + noseLen * 0.9)} ${f(top)} ${f(X(0) + noseLen * 1.15)} ${f(top)}`,
    `L${f(coneStart)} ${f(top)}`,
    `C${f(coneStart + (tailX - coneStart) * 0.55)} ${f(top)} ${f(tailX - 6)} ${f(tailTopY)} ${f(tailX)} ${f(tailTopY)}`,
    `L${f(tailX)} ${f(tailBottomY)}`,
    `C${f(tailX - (tailX - coneStart) * 0.45)} ${f(tailBottomY + D * 0.12)} ${f(coneStart - (tailX - coneStart) * 0.15)} ${f(bottom)} ${f(coneStart - (tailX - coneStart) * 0.55)} ${f(bottom)}`,
    `L${f(X(0) + noseLen * 0.9)} ${f(bottom)}`,
    // Lower nose: a flatter chin.
    `C${f(X(0) + noseLen * 0.45)} ${f(bottom)} ${f(X(0) + noseLen * 0.12)} ${f(YC + D * 0.36)} ${f(X(0))} ${f(noseY)}Z`,
  ].join('')

  // Fin and tailplane.
  const fn = a.fin
  const finRootLE = X(fn.root)
  const finTipLE = finRootLE + fn.height * Math.tan(rad(fn.sweep)) * S
  const finTipY = top - fn.height * S
  const finTipTE = finTipLE + fn.tipChord * S
  const finRootTE = Math.min(tailX - 2, finRootLE + fn.rootChord * S)
  const finPath = `M${f(finRootLE)} ${f(top + 0.5)}L${f(finTipLE)} ${f(finTipY)}L${f(finTipTE)} ${f(finTipY)}L${f(finRootTE)} ${f(tailTopY - 1)}`
  const dorsal = fn.dorsal
    ? `M${f(finRootLE - 1.6 * S)} ${f(top + 0.3)}Q${f(finRootLE - 0.2 * S)} ${f(top - 0.1 * S)} ${f(finRootLE + 0.35 * S)} ${f(top - 0.62 * S)}`
    : ''

  const st = a.stab
  let stabPath
  if (st.type === 'T') {
    const y = finTipY + 0.12 * S
    const x1 = finTipLE - 0.25 * S
    const x2 = finTipTE + 0.55 * S
    stabPath = `M${f(x1)} ${f(y)}C${f(x1 + 4)} ${f(y - 3.2)} ${f(x2 - 8)} ${f(y - 3)} ${f(x2)} ${f(y - 0.4)}C${f(x2 - 8)} ${f(y + 2.2)} ${f(x1 + 4)} ${f(y + 2.6)} ${f(x1)} ${f(y)}Z`
  } else if (st.type === 'cruciform') {
    const h = fn.height * st.at * S
    const y = top - h
    const le = finRootLE + fn.height * st.at * Math.tan(rad(fn.sweep)) * S - 0.35 * S
    const x2 = le + st.chord * S + 0.9 * S
    stabPath = `M${f(le)} ${f(y)}C${f(le + 5)} ${f(y - 3.4)} ${f(x2 - 9)} ${f(y - 3.4)} ${f(x2)} ${f(y - 1)}C${f(x2 - 9)} ${f(y + 2.4)} ${f(le + 5)} ${f(y + 2.8)} ${f(le)} ${f(y)}Z`
  } else {
    // Low tailplane on the tail cone, with marked dihedral: its tip rises aft of the root.
    const rootX = finRootLE + 0.2 * S
    const y = tailTopY + D * 0.12
    const tipX = rootX + 1.6 * S
    const tipYy = y - 0.95 * S
    stabPath = `M${f(rootX)} ${f(y)}L${f(tipX)} ${f(tipYy)}L${f(tipX + st.chord * S * 0.7)} ${f(tipYy + 1)}L${f(rootX + st.chord * S)} ${f(y + 2)}Z`
  }

  // Winglets: a swept fin rising from the wing tip (canted ones lean further aft).
  let winglet = ''
  if (w.winglet !== 'none') {
    const canted = w.winglet === 'canted'
    const hgt = (canted ? 1.35 : 1.1) * S
    const baseLE = tipLE + w.tipChord * S * 0.05
    const baseTE = tipLE + w.tipChord * S
    const lean = hgt * Math.tan(rad(canted ? 50 : 38))
    const y0 = tipY - 0.09 * S
    winglet = canted
      ? `M${f(baseLE)} ${f(y0)}L${f(baseLE + lean)} ${f(y0 - hgt)}L${f(baseLE + lean + w.tipChord * S * 0.4)} ${f(y0 - hgt)}L${f(baseTE)} ${f(y0 + 1)}Z`
      : `M${f(baseLE)} ${f(y0)}Q${f(baseLE + lean * 0.35)} ${f(y0 - 2)} ${f(baseLE + lean)} ${f(y0 - hgt)}L${f(baseLE + lean + w.tipChord * S * 0.38)} ${f(y0 - hgt)}L${f(baseTE)} ${f(y0 + 1)}Z`
  }

  // Engine nacelle (rear fuselage, near side), pylon behind it.
  const e = a.engine
  const ex = X(e.x)
  const eL = e.length * S
  const eD = e.diameter * S
  const ey = top + D * 0.2
  const nacelle = `M${f(ex + eD * 0.22)} ${f(ey - eD / 2)}L${f(ex + eL * 0.78)} ${f(ey - eD / 2)}C${f(ex + eL * 0.92)} ${f(ey - eD / 2)} ${f(ex + eL)} ${f(ey - eD * 0.28)} ${f(ex + eL)} ${f(ey - eD * 0.12)}L${f(ex + eL)} ${f(ey + eD * 0.12)}C${f(ex + eL)} ${f(ey + eD * 0.28)} ${f(ex + eL * 0.92)} ${f(ey + eD / 2)} ${f(ex + eL * 0.78)} ${f(ey + eD / 2)}L${f(ex + eD * 0.22)} ${f(ey + eD / 2)}C${f(ex + eD * 0.05)} ${f(ey + eD / 2)} ${f(ex)} ${f(ey + eD * 0.3)} ${f(ex)} ${f(ey)}C${f(ex)} ${f(ey - eD * 0.3)} ${f(ex + eD * 0.05)} ${f(ey - eD / 2)} ${f(ex + eD * 0.22)} ${f(ey - eD / 2)}Z`
  const inlet = `M${f(ex + eD * 0.2)} ${f(ey - eD * 0.42)}C${f(ex + eD * 0.34)} ${f(ey - eD * 0.2)} ${f(ex + eD * 0.34)} ${f(ey + eD * 0.2)} ${f(ex + eD * 0.2)} ${f(ey + eD * 0.42)}`
  const fan = `M${f(ex + eL * 0.62)} ${f(ey - eD / 2)}L${f(ex + eL * 0.62)} ${f(ey + eD / 2)}`

  // Falcon 7X: third engine — dorsal S-duct intake ahead of the fin, nozzle at the tail.
  let centre = ''
  if (a.centreEngine) {
    const ix = finRootLE - 1.9 * S
    const ih = 0.62 * S
    centre =
      `<path d="M${f(ix)} ${f(top)}C${f(ix + 0.3 * S)} ${f(top - ih * 0.2)} ${f(ix + 0.45 * S)} ${f(top - ih)} ${f(ix + 0.9 * S)} ${f(top - ih)}L${f(finRootLE + 0.5 * S)} ${f(top - ih)}C${f(finRootLE + 0.9 * S)} ${f(top - ih)} ${f(finRootLE + 1.3 * S)} ${f(top - ih * 0.4)} ${f(finRootLE + 1.6 * S)} ${f(top)}" fill="${FILL}" stroke="${IVORY}" stroke-width="1.3" stroke-linejoin="round"/>` +
      `<path d="M${f(ix + 0.9 * S)} ${f(top - ih)}L${f(ix + 0.9 * S)} ${f(top - 1)}" stroke="${GOLD}" stroke-width="1.1"/>` +
      `<path d="M${f(tailX)} ${f(tailTopY - 1)}L${f(tailX + 0.45 * S)} ${f(tailTopY + 0.5)}L${f(tailX + 0.45 * S)} ${f(tailBottomY - 0.5)}L${f(tailX)} ${f(tailBottomY + 1)}" fill="${FILL}" stroke="${IVORY}" stroke-width="1.2" stroke-linejoin="round"/>`
  }

  // Windows, door, cockpit, cheat line.
  const win = a.windows
  const winY = YC - D * 0.1
  const wins = []
  for (let i = 0; i < win.count; i++) {
    const cx = X(win.from + ((win.to - win.from) * i) / Math.max(1, win.count - 1))
    const ww = win.w * S
    const hh = win.h * S
    if (win.shape === 'oval') wins.push(`<ellipse cx="${f(cx)}" cy="${f(winY)}" rx="${f(ww / 2)}" ry="${f(hh / 2)}"/>`)
    else
      wins.push(
        `<rect x="${f(cx - ww / 2)}" y="${f(winY - hh / 2)}" width="${f(ww)}" height="${f(hh)}" rx="${f(Math.min(ww, hh) * (win.shape === 'square' ? 0.3 : 0.5))}"/>`,
      )
  }
  const doorX = X(a.nose + 0.25)
  const door = `<rect x="${f(doorX)}" y="${f(top + D * 0.16)}" width="${f(0.72 * S)}" height="${f(D * 0.7)}" rx="3" fill="none" stroke="${IVORY}" stroke-opacity="0.45" stroke-width="1"/>`
  const cockpit = `M${f(X(0) + noseLen * 0.5)} ${f(top + D * 0.2)}L${f(X(0) + noseLen * 0.6)} ${f(top + D * 0.1)}L${f(X(0) + noseLen * 0.86)} ${f(top + D * 0.07)}L${f(X(0) + noseLen * 0.86)} ${f(top + D * 0.25)}Z`
  const cheat = `M${f(X(0) + noseLen * 0.2)} ${f(YC + D * 0.2)}L${f(coneStart + (tailX - coneStart) * 0.45)} ${f(YC + D * 0.2)}`
  const noseSeam = `M${f(X(0) + noseLen * 0.2)} ${f(YC - D * 0.1)}Q${f(X(0) + noseLen * 0.15)} ${f(YC + D * 0.14)} ${f(X(0) + noseLen * 0.22)} ${f(YC + D * 0.38)}`

  parts.push(`<path d="${finPath}Z" fill="${FILL}" stroke="${IVORY}" stroke-width="1.3" stroke-linejoin="round"/>`)
  if (dorsal) parts.push(`<path d="${dorsal}" fill="none" stroke="${IVORY}" stroke-width="1.2"/>`)
  if (st.type === 'low')
    parts.push(`<path d="${stabPath}" fill="${FILL}" stroke="${IVORY}" stroke-width="1.2" stroke-linejoin="round"/>`)
  parts.push(`<path d="${fuselage}" fill="${FILL}" stroke="${IVORY}" stroke-width="1.5" stroke-linejoin="round"/>`)
  parts.push(`<path d="${cheat}" stroke="${GOLD}" stroke-width="1" stroke-opacity="0.8"/>`)
  parts.push(`<path d="${noseSeam}" fill="none" stroke="${IVORY}" stroke-opacity="0.4" stroke-width="1"/>`)
  parts.push(`<path d="${cockpit}" fill="none" stroke="${GOLD}" stroke-width="1.2" stroke-linejoin="round"/>`)
  parts.push(door)
  parts.push(`<g fill="none" stroke="${GOLD}" stroke-width="1.1">${wins.join('')}</g>`)
  if (st.type !== 'low')
    parts.push(`<path d="${stabPath}" fill="${FILL}" stroke="${IVORY}" stroke-width="1.2" stroke-linejoin="round"/>`)
  if (centre) parts.push(centre)
  parts.push(`<path d="${nacelle}" fill="${FILL}" stroke="${IVORY}" stroke-width="1.4" stroke-linejoin="round"/>`)
  parts.push(`<path d="${inlet}" fill="none" stroke="${GOLD}" stroke-width="1.2"/>`)
  parts.push(`<path d="${fan}" stroke="${IVORY}" stroke-opacity="0.35" stroke-width="1"/>`)
  // The near wing is far closer to the viewer than the engine: drawn last.
  if (winglet)
    parts.push(`<path d="${winglet}" fill="${FILL}" stroke="${IVORY}" stroke-width="1.2" stroke-linejoin="round"/>`)
  parts.push(`<path d="${wingPath}" fill="${FILL}" stroke="${IVORY}" stroke-width="1.3" stroke-linejoin="round"/>`)

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" fill="none" stroke-linecap="round">${parts.join('')}</svg>\n`
}

const out = new URL('../public/images/fleet/', import.meta.url)
mkdirSync(out, { recursive: true })
for (const [id, spec] of Object.entries(FLEET)) {
  const svg = draw(id, spec)
  writeFileSync(new URL(`${id}.svg`, out), svg)
  console.log(`${id}.svg ${svg.length} bytes`)
}
