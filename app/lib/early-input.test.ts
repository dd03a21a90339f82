// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { changedBeforeHydration } from './early-input'

/** A form as the server renders it: each field's default is what the page was sent with. */
function serverForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input type="hidden" name="key" value="k1">
      <input name="firstName" value="">
      <input name="pax" type="number" value="4">
      <textarea name="message">Bonjour</textarea>
      <select name="aircraft"><option value="">—</option><option value="G650" selected>G650</option><option value="CJ1">CJ1</option></select>
      <input type="checkbox" name="consent">
      <input type="radio" name="trip" value="oneway" checked><input type="radio" name="trip" value="roundtrip">
      <button type="submit">Envoyer</button>
    </form>`
  return document.querySelector('form')!
}

const summary = (form: HTMLFormElement) =>
  changedBeforeHydration(form).map(({ name, value, checked }) => ({ name, value, checked }))

describe('changedBeforeHydration', () => {
  it('finds nothing in a form nobody touched', () => {
    expect(summary(serverForm())).toEqual([])
  })

  it('finds every field typed, picked or ticked, with its new value', () => {
    const form = serverForm()
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement
    field('firstName').value = 'Hélène'
    field('pax').value = '7'
    ;(form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Bonjour, un vol pour Genève'
    ;(form.elements.namedItem('aircraft') as HTMLSelectElement).value = 'CJ1'
    field('consent').checked = true
    ;(form.querySelector('input[value="roundtrip"]') as HTMLInputElement).checked = true
    expect(summary(form)).toEqual([
      { name: 'firstName', value: 'Hélène', checked: false },
      { name: 'pax', value: '7', checked: false },
      { name: 'message', value: 'Bonjour, un vol pour Genève', checked: false },
      { name: 'aircraft', value: 'CJ1', checked: false },
      { name: 'consent', value: 'on', checked: true },
      { name: 'trip', value: 'roundtrip', checked: true },
    ])
  })

  it('reports a box unticked by the visitor as unticked', () => {
    document.body.innerHTML = '<form><input type="checkbox" name="consent" checked></form>'
    const form = document.querySelector('form')!
    ;(form.elements.namedItem('consent') as HTMLInputElement).checked = false
    expect(summary(form)).toEqual([{ name: 'consent', value: 'on', checked: false }])
  })
})
