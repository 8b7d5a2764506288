import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ChoiceSelect, NumberInput } from './form-field'

const noop = () => {}
const options = [
  { id: 3, label: 'Brand A' },
  { id: 7, label: 'Brand B' },
]

describe('NumberInput', () => {
  it('shows an emptied field (NaN) and a missing one as an empty box, a number as itself', () => {
    expect(renderToStaticMarkup(<NumberInput name="price" value={Number.NaN} onNumber={noop} />)).toContain('value=""')
    expect(renderToStaticMarkup(<NumberInput name="price" value={undefined} onNumber={noop} />)).toContain('value=""')
    expect(renderToStaticMarkup(<NumberInput name="price" value={0} onNumber={noop} />)).toContain('value="0"')
    expect(renderToStaticMarkup(<NumberInput name="price" value={0} onNumber={noop} />)).toContain('type="number"')
  })
})

describe('ChoiceSelect', () => {
  it('offers the empty choice only when asked, and selects the id held', () => {
    const picked = renderToStaticMarkup(<ChoiceSelect name="brand_id" value={7} onChoose={noop} options={options} />)
    expect(picked).not.toContain('<option value="">')
    expect(picked).toContain('<option value="7" selected="">Brand B</option>')
    const none = renderToStaticMarkup(
      <ChoiceSelect name="brand_id" value={Number.NaN} onChoose={noop} options={options} choose="Choose" />,
    )
    expect(none).toContain('<option value="" selected="">Choose</option>')
  })
})
